import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copiarParaPostgres } from '../../src/cli/copiar-para-postgres.ts';
import { loadConfig } from '../../src/config.ts';
import { MARCA_DE_COPIA, MSG_COPIA_INCOMPLETA, migratePostgres } from '../../src/db/migrate.ts';
import { openDatabase } from '../../src/db/open.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { CADEIAS, verificarCadeia } from '../../src/modules/auditoria/verificar-cadeia.ts';
import { type Dados, dadosPglite } from '../falhas/servidor.ts';
import { type TestApp, testAppSobre } from '../helper.ts';
import { criarBobina, postDespacho } from './despachos-fixtures.ts';
import { postItem } from './listas-fixtures.ts';

/*
 * `npm run copy-to-postgres`: a yard kept in the embedded database (coils, a list, an open
 * dispatch, a session, the history) copied into an empty PostgreSQL database reads back the
 * same through the API there, the session still signed in, and its history verifies up to the
 * heads written down before the copy. A target holding anything is refused, nothing written.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const SERVIDOR = fileURLToPath(new URL('../../', import.meta.url));

function rodar(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVIDOR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: r.status, saida: `${r.stdout}${r.stderr}` };
}

async function comoAdmin<T>(fn: (c: pg.Client) => Promise<T>, banco?: string): Promise<T> {
  const c = new pg.Client({ connectionString: urlDe(banco) });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * The events list's bigint id leaves as a number from PGlite and as a string from
 * node-postgres (both drivers' way with bigint, whatever the data): the copy is judged on the
 * value.
 */
const comparavel = (x: unknown) =>
  JSON.parse(JSON.stringify(x), (k, v) => (k === 'id' && v !== null ? String(v) : v));

function urlDe(banco?: string) {
  const u = new URL(ADMIN_URL as string);
  if (banco) u.pathname = `/${banco}`;
  return u.toString();
}

describe.skipIf(!ADMIN_URL)('copy-to-postgres: o pátio embutido num PostgreSQL vazio', () => {
  const sufixo = randomBytes(5).toString('hex');
  const destino = `patio_copia_${sufixo}`;
  const ocupado = `patio_ocupado_${sufixo}`;
  const interrompido = `patio_interrompido_${sufixo}`;
  let dados: Dados;
  let token: string;
  const lido: Record<string, unknown> = {};
  const rotas: string[] = [];
  const cabecas: string[] = [];
  let t: TestApp | undefined;

  beforeAll(async () => {
    dados = await dadosPglite(inject('pgliteTemplate'));
    const config = loadConfig({ ...dados.env, LOG_LEVEL: 'silent' });
    const origem = await testAppSobre(
      await openDatabase(config),
      async () => {},
      undefined,
      config,
    );
    try {
      const a = await criarBobina(origem, '0003AN01');
      const b = await criarBobina(origem, '0003BN01');
      const item = await postItem(origem);
      const desp = await postDespacho(origem, `COPIA-${sufixo}`, [b.id]);
      expect(desp.statusCode).toBe(201);
      token = await origem.token();
      rotas.push(
        `/api/bobinas/${a.id}`,
        `/api/bobinas/${b.id}`,
        `/api/listas/${item.id}`,
        `/api/despachos/${desp.json().data.id}`,
        '/api/bobinas?pageSize=1000',
        '/api/eventos?pageSize=1000',
        '/api/usuarios',
      );
      for (const url of rotas) {
        const r = await origem.call({ method: 'GET', url, as: token });
        expect(r.statusCode, url).toBe(200);
        lido[url] = r.json();
      }
      for (const tabela of CADEIAS) {
        const r = await verificarCadeia(origem.database.db, tabela);
        expect(r.ok).toBe(true);
        cabecas.push(`${r.linhas}:${r.hashFinal}`);
      }
    } finally {
      await origem.close();
    }
    await comoAdmin(async (c) => {
      await c.query(`create database ${destino}`);
      await c.query(`create database ${ocupado}`);
      await c.query(`create database ${interrompido}`);
    });
    await comoAdmin((c) => c.query('create table intrusa (a int)'), ocupado);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await dados?.apagar();
    await comoAdmin(async (c) => {
      await c.query(`drop database if exists ${destino} with (force)`);
      await c.query(`drop database if exists ${ocupado} with (force)`);
      await c.query(`drop database if exists ${interrompido} with (force)`);
    });
  });

  it('um destino que não está vazio é recusado com mensagem clara, sem nada escrito', () => {
    const r = rodar('src/cli/copy-to-postgres.ts', [urlDe(ocupado)], dados.env);
    expect(r.status).toBe(1);
    expect(r.saida).toContain('O banco de destino não está vazio');
    expect(r.saida).toContain('nada foi copiado');
    return comoAdmin(async (c) => {
      const tabelas = await c.query(
        `select n.nspname || '.' || c.relname as nome from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
      );
      expect(tabelas.rows.map((x) => x.nome)).toEqual(['public.intrusa']);
    }, ocupado);
  }, 120_000);

  it('copiado, o PostgreSQL serve o mesmo pátio: a mesma leitura pela API, a sessão aberta, o histórico confere', async () => {
    const r = rodar('src/cli/copy-to-postgres.ts', [urlDe(destino)], dados.env);
    expect(r.saida).toContain('Copiado:');
    expect(r.status).toBe(0);

    t = await testAppSobre(openPostgres(urlDe(destino)), async () => {}, urlDe(destino));
    for (const url of rotas) {
      const res = await t.call({ method: 'GET', url, as: token });
      expect(res.statusCode, url).toBe(200);
      expect(comparavel(res.json()), url).toEqual(comparavel(lido[url]));
    }
    // New writes continue the sequences and the chain.
    const nova = await criarBobina(t, '0003CN01');
    expect(nova.id).toBeGreaterThan(0);

    const v = rodar(
      'src/cli/verificar-auditoria.ts',
      cabecas.flatMap((c) => ['--desde', c]),
      { DATABASE_URL: urlDe(destino) },
    );
    expect(v.saida).toMatch(/movimentos: \d+ linhas, cadeia íntegra/);
    expect(v.saida.match(/: confere/g)?.length).toBe(2);
    expect(v.status).toBe(0);
    // The mark of a copy under way is gone.
    await comoAdmin(async (c) => {
      const r = await c.query(`select to_regnamespace('${MARCA_DE_COPIA}') as marca`);
      expect(r.rows[0].marca).toBeNull();
    }, destino);
  }, 240_000);

  it('uma cópia que falha depois de confirmar o log de eventos não deixa nada: o log esvaziado de novo com seus índices e gatilhos, o resto desfeito, sem marca', async () => {
    const origem = await openDatabase(loadConfig({ ...dados.env, LOG_LEVEL: 'silent' }));
    const lidas: string[] = [];
    try {
      await expect(
        copiarParaPostgres(origem, urlDe(interrompido), ({ tabela }) => {
          lidas.push(tabela);
          if (tabela === 'bobinas') throw new Error('falha de teste depois de bobinas');
        }),
      ).rejects.toThrow('falha de teste depois de bobinas');
    } finally {
      await origem.close();
    }
    // The events log was read first, on its own connection, before the table that failed.
    expect(lidas[0]).toBe('eventos');
    await comoAdmin(async (c) => {
      const r = await c.query(
        `select (select count(*)::int from eventos) as eventos,
           (select count(*)::int from usuarios) as usuarios,
           to_regnamespace('${MARCA_DE_COPIA}') as marca`,
      );
      expect(r.rows[0]).toEqual({ eventos: 0, usuarios: 0, marca: null });
      // The log's rows had been committed: emptied again, with its indexes and triggers back.
      const indices = await c.query(
        `select indexrelid::regclass::text as nome from pg_index
         where indrelid = 'eventos'::regclass order by 1`,
      );
      expect(indices.rows.map((x) => x.nome)).toEqual(
        expect.arrayContaining(['eventos_created_at_brin', 'eventos_elo_uq', 'eventos_pkey']),
      );
      const desligados = await c.query(
        `select tgname from pg_trigger where tgrelid = 'eventos'::regclass
           and not tgisinternal and tgenabled = 'D'`,
      );
      expect(desligados.rows).toEqual([]);
    }, interrompido);
    // As many indexes as a database the migration made (the copied one).
    const contar = (c: pg.Client) =>
      c
        .query(`select count(*)::int as n from pg_index where indrelid = 'eventos'::regclass`)
        .then((r) => r.rows[0].n);
    expect(await comoAdmin(contar, interrompido)).toBe(await comoAdmin(contar, destino));
  }, 240_000);

  it('um banco com uma cópia que não terminou (a marca ficou) não é migrado nem servido', async () => {
    await comoAdmin((c) => c.query(`create schema ${MARCA_DE_COPIA}`), interrompido);
    await expect(migratePostgres(urlDe(interrompido))).rejects.toThrow(MSG_COPIA_INCOMPLETA);
    // The server opens its database as this does at start.
    const config = loadConfig({ DATABASE_URL: urlDe(interrompido), LOG_LEVEL: 'silent' });
    await expect(openDatabase(config)).rejects.toThrow(MSG_COPIA_INCOMPLETA);
  }, 120_000);
});
