import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/cli/seed.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/open.ts';
import { ADMIN_SENHA } from '../constants.ts';
import { type TestApp, testAppSobre } from '../helper.ts';
import { novaBobina, postBobina } from './bobinas-fixtures.ts';

/*
 * Two roles (docs/audit-trail.md): migrations run as the tables' owner (MIGRATION_DATABASE_URL),
 * the server as a role that owns nothing. The server works, and its role cannot switch the
 * history's triggers off, drop them or empty the history. PostgreSQL only: PGlite has one user.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;

async function comoAdmin<T>(fn: (c: pg.Client) => Promise<T>, banco?: string): Promise<T> {
  const url = new URL(ADMIN_URL as string);
  if (banco) url.pathname = `/${banco}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

describe.skipIf(!ADMIN_URL)('o papel do servidor não reescreve o histórico (postgres)', () => {
  const sufixo = randomBytes(5).toString('hex');
  const dono = `patio_dono_${sufixo}`;
  const servidor = `patio_srv_${sufixo}`;
  const banco = `patio_papeis_${sufixo}`;
  const senha = randomBytes(12).toString('hex');
  const urlDe = (papel: string) => {
    const u = new URL(ADMIN_URL as string);
    u.username = papel;
    u.password = senha;
    u.pathname = `/${banco}`;
    return u.toString();
  };
  let t: TestApp;

  beforeAll(async () => {
    await comoAdmin(async (c) => {
      await c.query(`create role ${dono} login password '${senha}'`);
      await c.query(`create role ${servidor} login password '${senha}'`);
      await c.query(`create database ${banco} owner ${dono}`);
    });
    const config = loadConfig({
      DATABASE_URL: urlDe(servidor),
      MIGRATION_DATABASE_URL: urlDe(dono),
      LOG_LEVEL: 'silent',
    });
    const database = await openDatabase(config);
    await seed(database.db, ADMIN_SENHA);
    t = await testAppSobre(database, async () => {}, urlDe(servidor), config);
  });

  afterAll(async () => {
    await t?.close();
    await comoAdmin(async (c) => {
      await c.query(`drop database if exists ${banco} with (force)`);
      await c.query(`drop role if exists ${servidor}`);
      await c.query(`drop role if exists ${dono}`);
    });
  });

  it('o servidor trabalha com o papel que não é dono: coloca a bobina e grava o evento', async () => {
    const res = await postBobina(t, novaBobina());
    expect(res.statusCode).toBe(201);
    const eventos = await comoAdmin(
      (c) => c.query<{ n: string }>('select count(*)::text as n from eventos'),
      banco,
    );
    expect(Number(eventos.rows[0]?.n)).toBeGreaterThan(0);
    const movimentos = await comoAdmin(
      (c) => c.query<{ n: string }>('select count(*)::text as n from movimentos'),
      banco,
    );
    expect(Number(movimentos.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('conectado como o papel do servidor, o banco recusa ALTER TABLE, DROP TRIGGER e TRUNCATE no histórico', async () => {
    const gatilhos = await comoAdmin(
      (c) =>
        c.query<{ tabela: string; nome: string }>(`
          select c.relname as tabela, t.tgname as nome from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          where c.relname in ('movimentos', 'eventos') and not t.tgisinternal`),
      banco,
    );
    expect(gatilhos.rows.length).toBeGreaterThanOrEqual(2);
    const comandos = [
      'alter table movimentos disable trigger all',
      'alter table eventos disable trigger user',
      'alter table eventos rename to eventos_velhos',
      'truncate movimentos',
      'truncate eventos',
      'truncate eventos, movimentos cascade',
      'delete from eventos',
      'delete from movimentos',
      "update eventos set descricao = 'reescrito'",
      ...gatilhos.rows.flatMap((g) => [
        `alter table ${g.tabela} disable trigger ${g.nome}`,
        `drop trigger ${g.nome} on ${g.tabela}`,
      ]),
    ];
    const c = new pg.Client({ connectionString: urlDe(servidor) });
    await c.connect();
    const aceitos: string[] = [];
    try {
      for (const comando of comandos) {
        await c.query('begin');
        try {
          await c.query(comando);
          aceitos.push(comando);
        } catch {
          // refused, as it must be
        }
        await c.query('rollback');
      }
    } finally {
      await c.end();
    }
    expect(aceitos).toEqual([]);
  });
});
