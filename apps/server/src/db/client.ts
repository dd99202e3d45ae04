import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema.ts';
import { sqlLogger } from './sql-log.ts';

export type Schema = typeof schema;
/** Both drivers yield the same query builder; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Raw listen/notify, used by the live stream to fan out across processes. `onReconnect` runs
   * each time a lost LISTEN connection is back: what was announced meanwhile never arrives.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  /** PGlite only: its data directory as a gzipped tar, taken between two statements. */
  dump?(): Promise<Uint8Array>;
  /** PGlite only: `COPY (consulta) TO …` in PostgreSQL's text format, as bytes. */
  copyOut?(consulta: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, logger: sqlLogger() }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, fn) => {
      const unsub = await client.listen(channel, fn);
      return async () => unsub();
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => {
      await client.query('select 1');
    },
    dump: async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    copyOut: async (consulta) => {
      const r = await client.query(`copy (${consulta}) to '/dev/blob'`);
      return r.blob ? new Uint8Array(await r.blob.arrayBuffer()) : new Uint8Array();
    },
    close: () => client.close(),
  };
}
