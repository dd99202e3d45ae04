import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
  /** Raw listen/notify, used by the live stream to fan out across processes. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
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
    close: () => client.close(),
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process: the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger: sqlLogger() }) as unknown as Db;
  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(p: string) => void>>();
  return {
    db,
    kind: 'postgres',
    listen: async (channel, fn) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        listener.on('error', () => {});
        await listener.connect();
        listener.on('notification', (n) => {
          for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
        });
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      }
      set.add(fn);
      return async () => {
        set.delete(fn);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
