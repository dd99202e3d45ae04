import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite } from '../src/db/client.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { comAdmin, urlDoBanco } from './banco-admin.ts';
import { ADMIN_SENHA, CHAVE_MESTRA, JWT_SECRET } from './constants.ts';

export type Backend = 'pglite' | 'postgres';

/** Every API test file runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL URL of this test's database (postgres backend only). */
  databaseUrl?: string;
  close(): Promise<void>;
  /** A token for the given user (admin by default). */
  token(login?: string, senha?: string): Promise<string>;
  /** inject() with a bearer token; `as: null` sends none. */
  call(opts: InjectOptions & { as?: string | null }): Promise<LightMyRequestResponse>;
}

export async function buildTestApp(
  backend: Backend,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase(backend);
  return testAppSobre(database, drop, url, overrides);
}

/** A test app over a database opened by the caller; `drop` runs after it closes. */
export async function testAppSobre(
  database: Database,
  drop: () => Promise<void>,
  url?: string,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      WEBHOOK_DESTINOS: process.env.WEBHOOK_DESTINOS,
      WEBHOOK_CHAVE_MESTRA: CHAVE_MESTRA,
    }),
    webDist: '/nonexistent',
    loginRateLimit: 1000,
    ...overrides,
  };
  const app = await buildApp({ config, database, jwtSecret: JWT_SECRET, logger: false });
  await app.ready();
  const tokens = new Map<string, string>();
  const t: TestApp = {
    app,
    database,
    ...(url ? { databaseUrl: url } : {}),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
    async token(login = 'admin', senha = ADMIN_SENHA) {
      const key = `${login}\0${senha}`;
      const cached = tokens.get(key);
      if (cached) return cached;
      const res = await app.inject({
        method: 'POST',
        url: '/api/Usuarios/Login',
        payload: { login, senha },
      });
      if (res.statusCode !== 200) throw new Error(`login ${login} falhou: ${res.body}`);
      const token = res.json().data.token as string;
      tokens.set(key, token);
      return token;
    },
    async call({ as, ...opts }) {
      const token = as === null ? undefined : (as ?? (await t.token()));
      return app.inject({
        ...opts,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers },
      });
    },
  };
  return t;
}

async function openTestDatabase(backend: Backend) {
  if (backend === 'pglite') {
    const buf = await readFile(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([buf]) });
    return { database: openPglite(client), drop: async () => {}, url: undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `patio_t_${randomBytes(6).toString('hex')}`;
  await comAdmin(adminUrl, (c) =>
    c.query(`create database ${name} template ${inject('postgresTemplate')}`),
  );
  const url = urlDoBanco(adminUrl, name);
  return {
    database: openPostgres(url, 20),
    url,
    drop: async () => {
      await comAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** The latest events, newest first, straight from the database. */
export async function ultimosEventos(t: TestApp, n = 5) {
  const r = await t.database.db.execute(
    sql`select tipo, descricao, email_responsavel from eventos order by id desc limit ${n}`,
  );
  return (
    r as unknown as { rows: { tipo: string; descricao: string; email_responsavel: string }[] }
  ).rows;
}
