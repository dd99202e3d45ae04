import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { MARCA_DE_COPIA, migratePostgres } from '../db/migrate.ts';
import { linhas } from '../lib/linhas.ts';
import {
  type Copiado,
  conferirContagens,
  copiarTabelas,
  desfazerLog,
  esvaziar,
  type Indice,
  religar,
} from './copiar-tabelas.ts';

export type { Copiado } from './copiar-tabelas.ts';

export const MSG_DESTINO_NAO_VAZIO = (n: number, exemplo: string) =>
  `O banco de destino não está vazio (${n} objeto(s), por exemplo ${exemplo}): nada foi copiado. ` +
  'Crie um banco novo e vazio (CREATE DATABASE …) e repita com a URL dele.';

/** A relation any schema but PostgreSQL's own holds: an empty database has none. */
async function objetosDoDestino(c: pg.Client) {
  const r = await c.query<{ nome: string }>(`
    select n.nspname || '.' || c.relname as nome from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
    order by 1`);
  return r.rows.map((x) => x.nome);
}

/** Throws the refusal when the target holds any table, sequence or view of its own. */
export async function conferirDestinoVazio(url: string): Promise<void> {
  const destino = new pg.Client({ connectionString: url });
  await destino.connect();
  try {
    const antes = await objetosDoDestino(destino);
    if (antes.length > 0) throw new Error(MSG_DESTINO_NAO_VAZIO(antes.length, antes[0] as string));
  } finally {
    await destino.end();
  }
}

/** Parents before children, by the foreign keys: the copy keeps the keys checked. */
export function emOrdemDeChaves(tabelas: string[], chaves: { filha: string; mae: string }[]) {
  const feitas = new Set<string>();
  const ordem: string[] = [];
  const visitar = (t: string, caminho: Set<string>) => {
    if (feitas.has(t) || caminho.has(t)) return;
    caminho.add(t);
    for (const k of chaves) if (k.filha === t && k.mae !== t) visitar(k.mae, caminho);
    feitas.add(t);
    ordem.push(t);
  };
  for (const t of [...tabelas].sort()) visitar(t, new Set());
  return ordem;
}

/**
 * The events log is copied first and alone: no key points at it and it points at nothing, and
 * its trigram index is the copy's longest step — PostgreSQL 15 builds a GIN index in one
 * process (20 s of the 1× yard's 43 s on one connection, docs/scale.md). Its rows are committed
 * on their own, so that index is built while the other tables arrive on a second connection.
 */
const A_PARTE = 'eventos';

type Sequencia = { nome: string; valor: string; chamada: boolean };

/**
 * Copies the embedded database into an empty PostgreSQL one (docs/reliability.md): refuses a
 * target that holds anything, migrates it to the same schema, then empties what the
 * migrations seeded and copies every table's rows as PostgreSQL's own text form of the row,
 * through COPY (exact for every type: the history's times and hashes stay what they were, so
 * its chain verifies), with the tables' triggers off (the rows are not new writes: no seal, no
 * version stamps), sets every sequence where it was, and checks the row counts. The target is
 * marked (MARCA_DE_COPIA) from the start until everything is in, so a copy that dies half way
 * leaves a database the server refuses; a copy that fails undoes what it committed.
 */
export async function copiarParaPostgres(
  origem: Database,
  url: string,
  aoCopiar: (c: Copiado) => void = () => {},
): Promise<Copiado[]> {
  await conferirDestinoVazio(url);
  await migratePostgres(url);

  const db = origem.db;
  const tabelas = (
    await linhas<{ t: string }>(
      db,
      sql`select tablename as t from pg_tables where schemaname = 'public' order by 1`,
    )
  ).map((r) => r.t);
  const chaves = await linhas<{ filha: string; mae: string }>(
    db,
    sql`select conrelid::regclass::text as filha, confrelid::regclass::text as mae
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const sequencias = await linhas<Sequencia>(
    db,
    sql`select sequencename as nome, coalesce(last_value, start_value)::text as valor,
          last_value is not null as chamada
        from pg_sequences where schemaname = 'public'`,
  );
  const ordem = emOrdemDeChaves(tabelas, chaves);
  const log =
    tabelas.includes(A_PARTE) && !chaves.some((k) => k.filha === A_PARTE || k.mae === A_PARTE)
      ? [A_PARTE]
      : [];
  const resto = ordem.filter((t) => !log.includes(t));

  const conexoes: pg.Client[] = [];
  for (let i = 0; i < 2; i++) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    conexoes.push(c);
  }
  const [a, b] = conexoes as [pg.Client, pg.Client];
  const copiados = new Map<string, number>();
  const registrar = (x: Copiado) => {
    copiados.set(x.tabela, x.linhas);
    aoCopiar(x);
  };
  let indicesDoLog: Indice[] | null = null;
  try {
    const noDestino = (
      await a.query<{ t: string }>(
        `select tablename as t from pg_tables where schemaname = 'public' order by 1`,
      )
    ).rows.map((r) => r.t);
    if (noDestino.join() !== tabelas.join()) {
      throw new Error(
        `As tabelas do destino migrado (${noDestino.join(', ')}) não são as do banco embutido (${tabelas.join(', ')}).`,
      );
    }
    await a.query(`create schema ${MARCA_DE_COPIA}`);
    // A small sort memory builds the trigram GIN faster here, not slower: 20.1 s at 32 MB
    // against 23.3 s at 256 MB for the 1× event log's descriptions (docs/scale.md).
    for (const x of conexoes) await x.query(`set maintenance_work_mem = '32MB'`);
    // The embedded database answers one query at a time: the log is read first, whole, so its
    // index builds start as early as they can and overlap the other tables' reading.
    await a.query('begin');
    indicesDoLog = await esvaziar(a, log);
    const doLog = await copiarTabelas(origem, a, log, registrar);
    await a.query('commit');
    // The log's indexes, longest first, each built by the first connection free: the first
    // at once, the second once its own tables are in (two builders and the reading, for two
    // cores; a third builder only slowed the longest build down).
    const fila = [...indicesDoLog];
    const construir = async (x: pg.Client) => {
      for (let i = fila.shift(); i; i = fila.shift()) await x.query(i.def);
    };
    const resultados = await Promise.allSettled([
      construir(a),
      (async () => {
        await b.query('begin');
        const indices = await esvaziar(b, resto);
        const feitos = await copiarTabelas(origem, b, resto, registrar);
        for (const i of indices) await b.query(i.def);
        for (const s of sequencias) {
          await b.query('select setval($1::regclass, $2::bigint, $3)', [
            pg.escapeIdentifier(s.nome),
            s.valor,
            s.chamada,
          ]);
        }
        await religar(b, resto);
        await conferirContagens(b, feitos);
        await construir(b);
      })(),
    ]);
    const falha = resultados.find((r) => r.status === 'rejected');
    if (falha) throw falha.reason;
    // Counted after its indexes, off the longest path.
    await conferirContagens(a, doLog);
    // The second connection's transaction holds the log's indexes it built (and their lock on
    // the log) until it commits: it commits first.
    await b.query('commit');
    await religar(a, log);
    await a.query(`drop schema ${MARCA_DE_COPIA}`);
    return ordem.map((tabela) => ({ tabela, linhas: copiados.get(tabela) ?? 0 }));
  } catch (err) {
    await b.query('rollback').catch(() => {});
    await a.query('rollback').catch(() => {});
    // What was committed is undone; the mark goes only when the target is as the migration left
    // it, so a target this could not clean stays refused.
    if (await desfazerLog(a, log, indicesDoLog))
      await a.query(`drop schema if exists ${MARCA_DE_COPIA}`).catch(() => {});
    throw err;
  } finally {
    for (const x of conexoes) await x.end().catch(() => {});
  }
}
