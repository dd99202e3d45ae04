import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client.ts';
import { MARCA_DE_COPIA, migratePostgres } from '../db/migrate.ts';
import { linhas } from '../lib/linhas.ts';

/** Table pages read per COPY slice (8 kB each): the memory one slice takes on each side. */
const PAGINAS_POR_VEZ = 1_024;

export const MSG_DESTINO_NAO_VAZIO = (n: number, exemplo: string) =>
  `O banco de destino não está vazio (${n} objeto(s), por exemplo ${exemplo}): nada foi copiado. ` +
  'Crie um banco novo e vazio (CREATE DATABASE …) e repita com a URL dele.';

export interface Copiado {
  tabela: string;
  linhas: number;
}

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

interface Indice {
  nome: string;
  def: string;
}

/**
 * The tables' rows the migrations seeded removed and their triggers off; indexes that back no
 * constraint (the trigram GINs above all) dropped, to be built once after the rows are in; the
 * constraints' own stay, so keys are checked as rows arrive. Returns the dropped ones.
 */
async function esvaziar(c: pg.Client, tabelas: string[]): Promise<Indice[]> {
  if (tabelas.length === 0) return [];
  for (const t of tabelas)
    await c.query(`alter table ${pg.escapeIdentifier(t)} disable trigger user`);
  await c.query(`truncate ${tabelas.map((t) => pg.escapeIdentifier(t)).join(', ')}`);
  const indices = (
    await c.query<Indice>(
      `select i.indexrelid::regclass::text as nome, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class t on t.oid = i.indrelid
       where t.relnamespace = 'public'::regnamespace and t.relname = any($1)
         and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
       order by (pg_get_indexdef(i.indexrelid) like '% USING gin %') desc, 1`,
      [tabelas],
    )
  ).rows;
  for (const i of indices) await c.query(`drop index ${i.nome}`);
  return indices;
}

async function copiarTabelas(
  origem: Database,
  c: pg.Client,
  tabelas: string[],
  aoCopiar: (x: Copiado) => void,
): Promise<Copiado[]> {
  const feitos: Copiado[] = [];
  for (const tabela of tabelas) {
    const feito = { tabela, linhas: await copiarTabela(origem, c, tabela) };
    feitos.push(feito);
    aoCopiar(feito);
  }
  return feitos;
}

async function religar(c: pg.Client, tabelas: string[]) {
  for (const t of tabelas)
    await c.query(`alter table ${pg.escapeIdentifier(t)} enable trigger user`);
}

async function conferirContagens(c: pg.Client, feitos: Copiado[]) {
  for (const { tabela, linhas: n } of feitos) {
    const r = await c.query<{ n: string }>(
      `select count(*)::text as n from ${pg.escapeIdentifier(tabela)}`,
    );
    if (Number(r.rows[0]?.n) !== n) {
      throw new Error(`${tabela}: ${r.rows[0]?.n} linhas no destino, ${n} na origem.`);
    }
  }
}

/**
 * The committed log emptied again, its indexes and triggers as the migration made them. False
 * when that failed (the target then keeps its mark).
 */
async function desfazerLog(c: pg.Client, tabelas: string[], indices: Indice[] | null) {
  if (indices === null || tabelas.length === 0) return true;
  try {
    await c.query('begin');
    await esvaziar(c, tabelas);
    for (const i of indices)
      await c.query(i.def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
    await religar(c, tabelas);
    await c.query('commit');
    return true;
  } catch {
    await c.query('rollback').catch(() => {});
    return false;
  }
}

/**
 * One table as PostgreSQL's COPY text format, exact for every type: read from the embedded
 * side a slice of its pages at a time (a TID range, so memory stays that slice whatever the
 * table's size) and streamed into one `COPY … FROM STDIN` on the target. A `xid8` column (the
 * coils' writer stamp) names a transaction of the other database: it is left out and takes the
 * copy's own transaction as its default meanwhile, as a new write would.
 */
async function copiarTabela(origem: Database, c: pg.Client, tabela: string): Promise<number> {
  const copyOut = origem.copyOut;
  if (!copyOut) throw new Error('A cópia lê de um banco embutido (PGlite).');
  const t = pg.escapeIdentifier(tabela);
  const colunas = (
    await c.query<{ nome: string; tipo: string; padrao: string | null }>(
      `select attname as nome, format_type(atttypid, atttypmod) as tipo,
         pg_get_expr(d.adbin, d.adrelid) as padrao
       from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
      [t],
    )
  ).rows;
  const xids = colunas.filter((col) => col.tipo === 'xid8');
  for (const col of xids)
    await c.query(
      `alter table ${t} alter column ${pg.escapeIdentifier(col.nome)} set default pg_current_xact_id()`,
    );
  const lista = colunas
    .filter((col) => col.tipo !== 'xid8')
    .map((col) => pg.escapeIdentifier(col.nome))
    .join(', ');
  const [{ paginas, n } = { paginas: 0, n: 0 }] = await linhas<{ paginas: number; n: number }>(
    origem.db,
    sql.raw(`select (pg_relation_size('${t.replaceAll("'", "''")}') / current_setting('block_size')::int)::int as paginas,
      (select count(*)::int from ${t}) as n`),
  );
  const entrada = c.query(copyFrom(`copy ${t} (${lista}) from stdin`));
  const fim = finished(entrada);
  for (let de = 0; de < paginas; de += PAGINAS_POR_VEZ) {
    const bytes = await copyOut(
      `select ${lista} from ${t} where ctid >= '(${de},0)'::tid and ctid < '(${de + PAGINAS_POR_VEZ},0)'::tid`,
    );
    if (bytes.length > 0 && !entrada.write(bytes)) await once(entrada, 'drain');
  }
  entrada.end();
  await fim;
  for (const col of xids)
    await c.query(
      `alter table ${t} alter column ${pg.escapeIdentifier(col.nome)} ${col.padrao ? `set default ${col.padrao}` : 'drop default'}`,
    );
  return n;
}
