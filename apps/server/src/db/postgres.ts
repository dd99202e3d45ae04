import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client.ts';
import { nomearInstrucoesDeEscrita } from './instrucoes-nomeadas.ts';
import * as schema from './schema.ts';
import { sqlLogger } from './sql-log.ts';

/**
 * int8 (bigserial ids, counts) as PGlite reads it: a number while it is exact, so both backends
 * answer the same JSON (`pg` alone gives a string: the events list said `"id": "1"` on
 * PostgreSQL and `1` on PGlite). Past 2^53 it stays a string, where PGlite gives a BigInt. Set
 * on `pg`'s global parsers: Drizzle hands each query its own parser table that falls back to
 * them, so a pool's `types` option would not be read.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (valor: string): number | string => {
  const n = Number(valor);
  return Number.isSafeInteger(n) ? n : valor;
});

/**
 * PostgreSQL lives in its own module so that a PostgreSQL-backed server never loads PGlite
 * (db/open.ts imports only what its backend needs).
 */
export function openPostgres(url: string, poolSize = 10): Database {
  // A database that accepts connections and never answers (a dropped route, a frozen host)
  // must not hang requests: after 5 s the connect fails and the client gets a 503. The same
  // limit bounds the wait for a free pool client, far above any wait under normal load.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    // Idle clients stay open (at most poolSize): with the default 10 s idle timeout the pool
    // set and cleared a timer around every statement (docs/performance-notes.md).
    idleTimeoutMillis: 0,
  });
  // An idle client that loses its connection must not crash the process: the pool replaces it.
  pool.on('error', () => {});
  // Nor a checked-out one: the pool takes its own listener off a client while it is lent, so a
  // connection lost between two statements of a transaction (the webhooks' deliverer opens one
  // every second) would reach no listener and end the process. The statement waiting on it
  // fails as usual, and the pool drops the client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    nomearInstrucoesDeEscrita(client);
  });
  const db = drizzlePg({ client: pool, schema, logger: sqlLogger() }) as unknown as Db;
  let listener: pg.Client | null = null;
  let closing = false;
  const handlers = new Map<string, Set<(p: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  const quoted = (channel: string) => `"${channel.replaceAll('"', '')}"`;
  /** Connects the LISTEN client and listens on every channel asked for so far. */
  const connectListener = async () => {
    // Named so that an operator (or the reconnect test) can find and cut this process's LISTEN.
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      application_name: `patio-listen-${process.pid}`,
    });
    c.on('error', () => {});
    c.on('notification', (n) => {
      for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`LISTEN ${quoted(channel)}`);
    // A lost connection (database restarted, network cut) is re-made in the background, or
    // the live stream would stay silent until the server restarts.
    c.on('end', () => {
      if (listener !== c) return;
      listener = null;
      if (!closing) reconnect();
    });
    listener = c;
  };
  const reconnect = () => {
    setTimeout(() => {
      if (closing || listener) return;
      connectListener().then(() => {
        for (const h of reconnectHandlers) h();
      }, reconnect);
    }, 500).unref();
  };
  return {
    db,
    kind: 'postgres',
    listen: async (channel, fn, onReconnect) => {
      if (onReconnect) reconnectHandlers.add(onReconnect);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        if (listener) await listener.query(`LISTEN ${quoted(channel)}`);
        else await connectListener();
      }
      set.add(fn);
      return async () => {
        set.delete(fn);
        if (onReconnect) reconnectHandlers.delete(onReconnect);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      closing = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
