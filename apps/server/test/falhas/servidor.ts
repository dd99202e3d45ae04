import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { seed } from '../../src/cli/seed.ts';
import type { Executor } from '../../src/db/client.ts';
import { migratePostgres } from '../../src/db/migrate.ts';
import { ADMIN_SENHA, CHAVE_MESTRA } from '../constants.ts';

/* The real server as a child process (main.ts under tsx), for tests that kill it or cut its
 * database. Its SQL statement log (PATIO_SQL_LOG) tells the test what the server is doing. */

const RAIZ = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
/** The admin's password: the PGlite template is seeded with it, a PostgreSQL database too. */
export const SENHA = ADMIN_SENHA;

export async function portaLivre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as { port: number };
  await new Promise((ok) => s.close(ok));
  return port;
}

/** Where the server keeps its data: a PGlite directory or a fresh PostgreSQL database. */
export interface Dados {
  env: Record<string, string>;
  /** Runs `fn` with a connection of the test's own (PGlite: only while no server runs). */
  conectar<T>(fn: (db: Executor) => Promise<T>): Promise<T>;
  apagar(): Promise<void>;
}

/**
 * A PGlite directory made from the tests' migrated and seeded template (global-setup): a fresh
 * initdb takes 10–30 s on this machine, unpacking the template a few.
 */
export async function dadosPglite(template: string): Promise<Dados> {
  const dir = mkdtempSync(join(tmpdir(), 'patio-falhas-'));
  const c = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(template)]) });
  await c.close();
  return {
    env: { DATA_DIR: dir },
    async conectar(fn) {
      const client = await PGlite.create(dir, { extensions: { pg_trgm } });
      try {
        return await fn(drizzlePglite({ client }) as unknown as Executor);
      } finally {
        await client.close();
      }
    },
    async apagar() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * pg's Pool.end() resolves before its clients' sockets have closed; the forced DROP DATABASE
 * that follows can terminate one of them in that window, and an 'error' with no listener would
 * crash the test run. Such a client is already finished with, so its error is ignored.
 */
function semErroSolto(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  return pool;
}

export async function dadosPostgres(adminUrl: string, hostPorta?: string): Promise<Dados> {
  const nome = `patio_f_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${nome}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${nome}`;
  const direta = url.toString();
  if (hostPorta) url.host = hostPorta;
  // Migrated and seeded here, so the test can prepare rows before the server first starts.
  await migratePostgres(direta);
  const pool = semErroSolto(new pg.Pool({ connectionString: direta, max: 1 }));
  await seed(drizzlePg({ client: pool }) as never, ADMIN_SENHA);
  await pool.end();
  return {
    env: { DATABASE_URL: url.toString() },
    async conectar(fn) {
      const pool = semErroSolto(new pg.Pool({ connectionString: direta, max: 2 }));
      try {
        return await fn(drizzlePg({ client: pool }) as unknown as Executor);
      } finally {
        await pool.end();
      }
    },
    async apagar() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${nome} with (force)`);
      await c.end();
    },
  };
}

export interface Servidor {
  url: string;
  proc: ChildProcess;
  token: string;
  /** The statements the server logged since the previous call (SQL text, parameters cut). */
  sqlNovo(): string;
  /** What the server printed (LOG_LEVEL=warn: warnings and errors). */
  saida(): string;
  chamar(metodo: string, caminho: string, corpo?: unknown): Promise<Response>;
  /**
   * True from the moment `matar` sends SIGKILL. A request cut by the kill fails before Node has
   * reaped the child (exitCode and signalCode are still null then), so they cannot tell a
   * connection reset by the kill from one of the server's own.
   */
  readonly morto: boolean;
  matar(): Promise<void>;
  parar(): Promise<void>;
}

/** main.ts as a child process on a free port, not yet answering: the caller waits as it needs. */
export interface Processo {
  url: string;
  proc: ChildProcess;
  /** What the server printed so far. */
  saida(): string;
  /** Resolves when the process has exited. */
  saiu: Promise<void>;
  /** The file of its SQL statement log (PATIO_SQL_LOG). */
  sqlLog: string;
  parar(): Promise<void>;
}

export async function iniciarProcesso(
  dados: Dados,
  env: Record<string, string> = {},
): Promise<Processo> {
  const porta = await portaLivre();
  const dirLog = mkdtempSync(join(tmpdir(), 'patio-sql-'));
  const log = join(dirLog, 'sql.log');
  writeFileSync(log, '');
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: RAIZ,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(porta),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: SENHA,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      LOGIN_RATE_LIMIT: '1000',
      PATIO_SQL_LOG: log,
      WEBHOOK_CHAVE_MESTRA: CHAVE_MESTRA,
      ...dados.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  proc.stdout?.on('data', (d) => {
    saida += d;
  });
  proc.stderr?.on('data', (d) => {
    saida += d;
  });
  // The log holds an import's whole JSON (megabytes): gone with the process.
  const saiu = new Promise<void>((ok) =>
    proc.once('exit', () => {
      rmSync(dirLog, { recursive: true, force: true });
      ok();
    }),
  );
  return {
    url: `http://127.0.0.1:${porta}`,
    proc,
    saida: () => saida,
    saiu,
    sqlLog: log,
    async parar() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      await saiu;
    },
  };
}

/** Starts main.ts on a free port and logs in as admin; resolves once /api/health answers. */
export async function iniciarServidor(dados: Dados): Promise<Servidor> {
  const p = await iniciarProcesso(dados);
  const { proc, url, saiu, sqlLog: log } = p;
  let morto = false;
  const limite = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`o servidor saiu ao iniciar: ${p.saida()}`);
    if (Date.now() > limite) throw new Error(`o servidor não respondeu em 60 s: ${p.saida()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await fetch(`${url}/api/Usuarios/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', senha: SENHA }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return {
    url,
    proc,
    token,
    sqlNovo: leitor(log),
    saida: p.saida,
    chamar: (metodo, caminho, corpo) =>
      fetch(`${url}${caminho}`, {
        method: metodo,
        headers: {
          authorization: `Bearer ${token}`,
          ...(corpo === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
      }),
    get morto() {
      return morto;
    },
    async matar() {
      morto = true;
      proc.kill('SIGKILL');
      await saiu;
    },
    parar: p.parar,
  };
}

/** Reads what was appended to a file since the last call; keeps only each line's query. */
function leitor(arquivo: string) {
  let pos = 0;
  let resto = '';
  return () => {
    const fd = openSync(arquivo, 'r');
    try {
      const tamanho = fstatSync(fd).size;
      if (tamanho <= pos) return '';
      const buf = Buffer.alloc(tamanho - pos);
      readSync(fd, buf, 0, buf.length, pos);
      pos = tamanho;
      const linhas = (resto + buf.toString('utf8')).split('\n');
      resto = linhas.pop() ?? '';
      // The query comes first in each JSON line; the parameters (megabytes for an import)
      // are not needed to know which statement runs.
      return linhas.map((l) => l.slice(0, 400)).join('\n');
    } finally {
      closeSync(fd);
    }
  };
}

/** Polls `cond` every few milliseconds until it holds (or fails after `ms`). */
export async function esperar(cond: () => boolean, ms: number, oQue: string) {
  const limite = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > limite) throw new Error(`esperei ${ms} ms por: ${oQue}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
