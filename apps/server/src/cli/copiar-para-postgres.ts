import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client.ts';
import { migratePostgres } from '../db/migrate.ts';
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
 * Copies the embedded database into an empty PostgreSQL one (docs/reliability.md): refuses a
 * target that holds anything, migrates it to the same schema, then in one transaction empties
 * what the migrations seeded and copies every table's rows as PostgreSQL's own text form of
 * the row, through COPY (exact for every type: the history's times and hashes stay what they
 * were, so its chain verifies), with the tables' triggers off (the rows are not new writes: no seal, no
 * version stamps), sets every sequence where it was, and checks the row counts before commit.
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
  const sequencias = await linhas<{ nome: string; valor: string; chamada: boolean }>(
    db,
    sql`select sequencename as nome, coalesce(last_value, start_value)::text as valor,
          last_value is not null as chamada
        from pg_sequences where schemaname = 'public'`,
  );
  const ordem = emOrdemDeChaves(tabelas, chaves);

  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const copiados: Copiado[] = [];
  try {
    await c.query('begin');
    const noDestino = (
      await c.query<{ t: string }>(
        `select tablename as t from pg_tables where schemaname = 'public' order by 1`,
      )
    ).rows.map((r) => r.t);
    if (noDestino.join() !== tabelas.join()) {
      throw new Error(
        `As tabelas do destino migrado (${noDestino.join(', ')}) não são as do banco embutido (${tabelas.join(', ')}).`,
      );
    }
    const lista = ordem.map((t) => pg.escapeIdentifier(t)).join(', ');
    for (const t of ordem)
      await c.query(`alter table ${pg.escapeIdentifier(t)} disable trigger user`);
    await c.query(`truncate ${lista}`);
    // Indexes that back no constraint (the trigram GINs above all) are built once after the
    // rows are in, not kept up to date row by row; the constraints' own stay, so the keys
    // are still checked as the rows arrive.
    const indices = (
      await c.query<{ nome: string; def: string }>(
        `select i.indexrelid::regclass::text as nome, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class t on t.oid = i.indrelid
         where t.relnamespace = 'public'::regnamespace
           and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
      )
    ).rows;
    for (const i of indices) await c.query(`drop index ${i.nome}`);
    for (const t of ordem) {
      const n = await copiarTabela(origem, c, t);
      copiados.push({ tabela: t, linhas: n });
      aoCopiar({ tabela: t, linhas: n });
    }
    // A small sort memory builds the trigram GIN faster here, not slower: 20.1 s at 32 MB
    // against 23.3 s at 256 MB for the 1× event log's descriptions (docs/scale.md).
    await c.query(`set local maintenance_work_mem = '32MB'`);
    for (const i of indices) await c.query(i.def);
    for (const s of sequencias) {
      await c.query('select setval($1::regclass, $2::bigint, $3)', [
        pg.escapeIdentifier(s.nome),
        s.valor,
        s.chamada,
      ]);
    }
    for (const t of ordem)
      await c.query(`alter table ${pg.escapeIdentifier(t)} enable trigger user`);
    for (const { tabela, linhas: n } of copiados) {
      const r = await c.query<{ n: string }>(
        `select count(*)::text as n from ${pg.escapeIdentifier(tabela)}`,
      );
      if (Number(r.rows[0]?.n) !== n) {
        throw new Error(`${tabela}: ${r.rows[0]?.n} linhas no destino, ${n} na origem.`);
      }
    }
    await c.query('commit');
    return copiados;
  } catch (err) {
    await c.query('rollback').catch(() => {});
    throw err;
  } finally {
    await c.end();
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
