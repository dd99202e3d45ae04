/**
 * The target side of `copy-to-postgres` (copiar-para-postgres.ts), table by table: emptied,
 * filled through COPY, counted, switched back on, and undone.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client.ts';
import { linhas } from '../lib/linhas.ts';

/** Table pages read per COPY slice (8 kB each): the memory one slice takes on each side. */
const PAGINAS_POR_VEZ = 1_024;

export interface Copiado {
  tabela: string;
  linhas: number;
}

export interface Indice {
  nome: string;
  def: string;
}

/**
 * The tables' rows the migrations seeded removed and their triggers off; indexes that back no
 * constraint (the trigram GINs above all) dropped, to be built once after the rows are in; the
 * constraints' own stay, so keys are checked as rows arrive. Returns the dropped ones.
 */
export async function esvaziar(c: pg.Client, tabelas: string[]): Promise<Indice[]> {
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

export async function copiarTabelas(
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

export async function religar(c: pg.Client, tabelas: string[]) {
  for (const t of tabelas)
    await c.query(`alter table ${pg.escapeIdentifier(t)} enable trigger user`);
}

export async function conferirContagens(c: pg.Client, feitos: Copiado[]) {
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
export async function desfazerLog(c: pg.Client, tabelas: string[], indices: Indice[] | null) {
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
