/** A fresh database per run: a new PostgreSQL database or a temporary PGlite directory, seeded. */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Backend } from './args.ts';
import { ADMIN_SENHA, type AmbienteBanco, RAIZ } from './server.ts';

export interface Banco {
  backend: Backend;
  ambiente: AmbienteBanco;
  /** PostgreSQL only: the URL the bare-SQL driver connects to. */
  url?: string;
  /** Which generator filled it: 'seed:scale' or, before it exists, 'seed:demo'. */
  gerador: string;
  seedMs: number;
  apagar(): Promise<void>;
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The bench's database names start with it (a shared server keeps each user's apart). */
const PREFIXO = process.env.BENCH_DB_PREFIX ?? 'patio_bench';

/** The URL of database `nome` on the bench's PostgreSQL server. */
export const urlDe = (nome: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${nome}`;
  return url.toString();
};

/**
 * `guardar` (PostgreSQL): the generated data is kept as a template database named after its
 * size and seed, and every run copies it (a file copy, a minute at 10× instead of the
 * generation's quarter hour); the run's own copy is dropped as usual.
 */
export async function criarBanco(
  backend: Backend,
  escala: { coils: number; events: number; seed: number },
  guardar = false,
): Promise<Banco> {
  if (backend === 'postgres') {
    const nome = `${PREFIXO}_${process.pid}_${Date.now().toString(36)}`;
    const apagar = async () => {
      await admin(`drop database if exists ${nome} with (force)`);
    };
    const ambiente = { DATABASE_URL: urlDe(nome) };
    if (guardar) {
      const modelo = `${PREFIXO}_modelo_${escala.coils}_${escala.events}_s${escala.seed}`;
      const { gerador, ms } = await modeloGuardado(modelo, escala);
      const inicio = performance.now();
      await admin(`create database ${nome} template ${modelo}`);
      const copia = Math.round(performance.now() - inicio);
      console.log(`[bench] ${nome}: cópia de ${modelo} em ${copia} ms`);
      return { backend, ambiente, url: urlDe(nome), gerador, seedMs: ms, apagar };
    }
    await admin(`create database ${nome}`);
    try {
      const { gerador, ms } = await semear(ambiente, escala);
      return { backend, ambiente, url: urlDe(nome), gerador, seedMs: ms, apagar };
    } catch (err) {
      await apagar();
      throw err;
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'patio-bench-'));
  const apagar = async () => rmSync(dir, { recursive: true, force: true });
  try {
    const ambiente = { DATA_DIR: dir };
    if (guardar) {
      // The same for PGlite: the generated directory kept beside, and copied for each run.
      const modelo = join(
        tmpdir(),
        `${PREFIXO}_modelo_pglite_${escala.coils}_${escala.events}_s${escala.seed}`,
      );
      let gerado = { gerador: 'seed:scale (modelo guardado)', ms: 0 };
      if (!existsSync(join(modelo, 'PG_VERSION'))) {
        rmSync(modelo, { recursive: true, force: true });
        try {
          gerado = await semear({ DATA_DIR: modelo }, escala);
        } catch (err) {
          rmSync(modelo, { recursive: true, force: true });
          throw err;
        }
      } else console.log(`[bench] ${modelo}: modelo guardado, sem gerar de novo`);
      cpSync(modelo, dir, { recursive: true });
      return { backend, ambiente, gerador: gerado.gerador, seedMs: gerado.ms, apagar };
    }
    const { gerador, ms } = await semear(ambiente, escala);
    return { backend, ambiente, gerador, seedMs: ms, apagar };
  } catch (err) {
    await apagar();
    throw err;
  }
}

/** One statement on the bench's PostgreSQL server (creating and dropping its databases). */
export async function admin(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

/**
 * The template of one size: generated once, then reused. A generation that failed half way
 * leaves no template behind (dropped), so the next run generates again.
 */
async function modeloGuardado(
  modelo: string,
  escala: { coils: number; events: number; seed: number },
): Promise<{ gerador: string; ms: number }> {
  const existe = await admin(`select 1 from pg_database where datname = '${modelo}'`);
  if (existe.length) {
    console.log(`[bench] ${modelo}: modelo guardado, sem gerar de novo`);
    return { gerador: 'seed:scale (modelo guardado)', ms: 0 };
  }
  await admin(`create database ${modelo}`);
  try {
    return await semear({ DATABASE_URL: urlDe(modelo) }, escala);
  } catch (err) {
    await admin(`drop database if exists ${modelo} with (force)`);
    throw err;
  }
}

async function semear(
  ambiente: AmbienteBanco,
  { coils, events, seed }: { coils: number; events: number; seed: number },
) {
  const temEscala = existsSync(join(RAIZ, 'apps/server/src/cli/seed-scale.ts'));
  const args = temEscala
    ? [
        'run',
        'seed:scale',
        '--',
        '--coils',
        `${coils}`,
        '--events',
        `${events}`,
        '--seed',
        `${seed}`,
      ]
    : ['run', 'seed:demo'];
  const gerador = temEscala ? 'seed:scale' : 'seed:demo';
  console.log(`[bench] ${gerador}: ${args.slice(2).join(' ')}`);
  const inicio = performance.now();
  await new Promise<void>((ok, falha) => {
    const filho = spawn('npm', args, {
      cwd: RAIZ,
      env: { ...process.env, DATABASE_URL: '', ...ambiente, ADMIN_PASSWORD: ADMIN_SENHA },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    filho.once('error', falha);
    filho.once('exit', (code) =>
      code === 0 ? ok() : falha(new Error(`${gerador} saiu com código ${code}`)),
    );
  });
  return { gerador, ms: performance.now() - inicio };
}

/** Row counts of the seeded data, read straight from the database (server stopped for PGlite). */
export async function contarDados(banco: Banco): Promise<Record<string, number>> {
  const consulta = `select
    (select count(*) from bobinas where status in ('NO_PATIO','EM_MOVIMENTO'))::int as "bobinas no pátio",
    (select count(*) from bobinas where status = 'EXPEDIDA')::int as "bobinas expedidas",
    (select count(*) from bobinas)::int as "bobinas (todas)",
    (select count(*) from listas where not ticada)::int as "itens abertos nas listas",
    (select count(*) from instrucoes)::int as "instruções",
    (select count(*) from despachos)::int as "despachos",
    (select count(*) from movimentos)::int as "movimentos",
    (select count(*) from eventos)::int as "eventos"`;
  if (banco.url) {
    const c = new pg.Client({ connectionString: banco.url });
    await c.connect();
    try {
      return (await c.query(consulta)).rows[0];
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = (banco.ambiente as { DATA_DIR: string }).DATA_DIR;
  const db = await PGlite.create(dir);
  try {
    return (await db.query<Record<string, number>>(consulta)).rows[0] ?? {};
  } finally {
    await db.close();
  }
}
