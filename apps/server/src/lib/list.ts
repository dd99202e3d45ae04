import { type FilterNode, parseFilter, type TListQuery } from '@patio/domain';
import { count, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { type FieldMap, filterToSql, orderByToSql } from './gridify-sql.ts';
import {
  type Escrevivel,
  LIMITE,
  type Preparavel,
  preparada,
  preparadaCrua,
  SALTO,
} from './preparadas.ts';

/** limit/offset of a list query; without pageSize the whole list comes back (the map asks so). */
export function limitOffset(q: TListQuery): { limit: number | undefined; offset: number } {
  if (!q.pageSize) return { limit: undefined, offset: 0 };
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

/** totalPages/totalItems of docs/product/server-contract.md#wire-conventions: a page past the end still reports the true totals. */
export function pageTotals(totalItems: number, q: TListQuery) {
  const size = q.pageSize ?? Math.max(totalItems, 1);
  return { totalPages: totalItems === 0 ? 0 : Math.ceil(totalItems / size), totalItems };
}

/** Response schema of a page of a list: `{ <rows>, totalPages, totalItems }`. */
export function ZPage<K extends string, T extends z.ZodType>(nome: K, row: T) {
  return z.object({
    [nome]: z.array(row),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
  } as { [P in K]: z.ZodArray<T> } & {
    totalPages: z.ZodNumber;
    totalItems: z.ZodNumber;
  });
}

const PRIMITIVES = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null']);

/** A primitive (nullable or optional allowed) or, with `listas`, an array of primitives. */
function primitivo(t: z.core.$ZodType, listas: boolean): boolean {
  const def = t._zod.def;
  if (def.type === 'nullable' || def.type === 'optional')
    return primitivo((def as z.core.$ZodNullableDef).innerType, listas);
  if (def.type === 'array') return listas && primitivo((def as z.core.$ZodArrayDef).element, false);
  // A check that refines (a regex, int) changes nothing on the way out; a transform would.
  return PRIMITIVES.has(def.type);
}

/** Field names of a flat object (primitives and arrays of them); else null. */
function primitiveFields(row: z.core.$ZodType): string[] | null {
  if (!(row instanceof z.ZodObject)) return null;
  const shape = row.shape as Record<string, z.core.$ZodType>;
  return Object.values(shape).every((t) => primitivo(t, true)) ? Object.keys(shape) : null;
}

/**
 * The serializer of a page: an object with one array of flat rows (primitives and arrays of
 * primitives) and, beside it, primitives only (totals, `length`, the crane screen's Portuguese
 * totals) — ZPage's shape, extended or not. Each row's fields are copied in the schema's order
 * (what zod's encode yields: same keys, same order, extra keys dropped) and JSON.stringify does
 * the rest. zod's encode walks every value, a visible share of a page's server CPU
 * (docs/performance-notes.md); this writes the same bytes. The rows come from typed
 * queries, so the values already have the schema's types. Null for anything else.
 */
export function pageSerializer(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodObject)) return null;
  const topo = schema.shape as Record<string, z.core.$ZodType>;
  const listas = Object.entries(topo).filter(([, t]) => t._zod.def.type === 'array');
  const [lista] = listas;
  if (!lista || listas.length !== 1) return null;
  const [nome, tipo] = lista;
  const campos = primitiveFields((tipo._zod.def as z.core.$ZodArrayDef).element);
  if (!campos || !Object.values(topo).every((t) => t === tipo || primitivo(t, false))) return null;
  const chaves = Object.keys(topo);
  // A row that already has exactly the schema's keys in its order (a raw query selecting
  // those columns, like the map's 3,480 rows) is written as it is: no copy per row.
  const naForma = (r: Record<string, unknown>) => {
    let i = 0;
    for (const k in r) if (k !== campos[i++]) return false;
    return i === campos.length;
  };
  const linha = (r: Record<string, unknown>) => {
    if (naForma(r)) return r;
    const o: Record<string, unknown> = {};
    for (const c of campos) o[c] = r[c];
    return o;
  };
  return (data) => {
    const d = data as Record<string, unknown>;
    const saida: Record<string, unknown> = {};
    for (const k of chaves)
      saida[k] = k === nome ? (d[k] as Record<string, unknown>[]).map(linha) : d[k];
    return JSON.stringify(saida);
  };
}

/** Field names a Gridify filter reads, lower-cased (a query joins a table only if it is read). */
export function filterFieldNames(filter: string | undefined): string[] {
  const out: string[] = [];
  const visitar = (no: FilterNode | null) => {
    if (!no) return;
    if (no.kind === 'cond') out.push(no.field.toLowerCase());
    else {
      visitar(no.left);
      visitar(no.right);
    }
  };
  visitar(filter ? parseFilter(filter) : null);
  return out;
}

/**
 * The WHERE and ORDER BY of a list query, from its Gridify filter and orderBy over `fields`;
 * `filterFields` when a field filters on another column than it sorts by.
 */
export function listCriteria(
  q: TListQuery,
  fields: FieldMap,
  fallbackOrder: string,
  filterFields: FieldMap = fields,
) {
  return {
    where: filterToSql(q.filter, filterFields),
    order: orderByToSql(q.orderBy, fields, fallbackOrder),
  };
}

/** A list's select of API-named columns, filtered and ordered: fetchPage puts the page on it. */
export interface Paginavel extends Escrevivel {
  limit(limite: Placeholder): Paginavel;
  offset(salto: Placeholder): Paginavel;
}

/**
 * One page of a list: the page's rows and, only when paging, the count of the whole filter
 * (run side by side). Without pageSize every row comes back and no count query runs.
 * Both queries are built once per shape — the list (`lista`), its filter and its order — and
 * run again with each call's limit and offset (lib/preparadas.ts): `rows` gives the list's
 * select (a `$dynamic()` builder) without them. Its columns are the API's (colunasDaApi) and
 * its rows come as the driver builds them, typed `Row` by the caller.
 */
export async function fetchPage<Row>(
  db: Executor,
  q: TListQuery,
  lista: string,
  rows: () => Paginavel,
  count: () => Preparavel<{ n: number }[]>,
) {
  const { limit, offset } = limitOffset(q);
  const forma = [lista, q.filter ?? '', q.orderBy ?? ''];
  if (!limit) {
    const todas = await preparadaCrua<Row>(db, JSON.stringify([...forma, 'todas']), rows).execute();
    return { rows: todas, ...pageTotals(todas.length, q) };
  }
  const pagina = preparadaCrua<Row>(db, JSON.stringify([...forma, 'pagina']), () =>
    rows().limit(LIMITE).offset(SALTO),
  );
  const total = preparada(db, JSON.stringify([...forma, 'total']), count);
  const [page, [n]] = await Promise.all([
    pagina.execute({ limite: limit, salto: offset }),
    total.execute(),
  ]);
  return { rows: page, ...pageTotals(n?.n ?? 0, q) };
}

/** `select count(*) from table where …`. */
export function countRows(db: Executor, table: PgTable, where: SQL | undefined) {
  return db.select({ n: count() }).from(table).where(where);
}

/**
 * The count of a list that grows for ever (the events log) up to `exataAte + 1` rows: an exact
 * count over a million events is slow on every page, while counting at most that many is cheap
 * (docs/performance-notes.md). Past it, `totalEstimado` gives the total.
 */
export function countUpTo(db: Executor, table: PgTable, where: SQL | undefined, exataAte: number) {
  return db.select({ n: count() }).from(
    linhasDe(db, table, where)
      .limit(exataAte + 1)
      .as('contadas'),
  );
}

// Drizzle builders change in place (limit), so each use gets its own.
const linhasDe = (db: Executor, table: PgTable, where: SQL | undefined) =>
  db.select({ um: sql`1` }).from(table).where(where);

/**
 * The total of a list counted by countUpTo once it counted more than its bound: whatever
 * PostgreSQL estimates for the same filter (never less than what was counted), so paging keeps
 * working and the last pages are approximate (docs/performance-notes.md).
 */
export async function totalEstimado(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  contadas: number,
): Promise<number> {
  return Math.max(contadas, await recentEstimate(db, linhasDe(db, table, where)));
}

/** How long a planner estimate is reused for the same filter. */
const ESTIMATE_TTL_MS = 10_000;

/** Per database handle: the estimate of each query text, and until when it is reused. */
const ESTIMATES = new WeakMap<object, Map<string, { linhas: number; ateMs: number }>>();

/**
 * The planner's estimate, reused for 10 s per query text: it is a guess that moves only with
 * ANALYZE or the table's size, while asking for it is one more round trip on every page of
 * the events log. The exact count above still runs on every request.
 */
async function recentEstimate(
  db: Executor,
  query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } },
): Promise<number> {
  let porTexto = ESTIMATES.get(db);
  if (!porTexto) {
    porTexto = new Map();
    ESTIMATES.set(db, porTexto);
  }
  const { sql: texto, params } = query.toSQL();
  const chave = `${texto}\u0000${JSON.stringify(params)}`;
  const agora = Date.now();
  const guardada = porTexto.get(chave);
  if (guardada && agora < guardada.ateMs) return guardada.linhas;
  const linhas = await estimate(db, query);
  // A bounded map: filters are typed by people, the old ones are not needed again.
  if (porTexto.size >= 200) porTexto.clear();
  porTexto.set(chave, { linhas, ateMs: agora + ESTIMATE_TTL_MS });
  return linhas;
}

/** Rows the planner expects `query` to return (EXPLAIN, nothing executed). */
async function estimate(db: Executor, query: SQLWrapper): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const plano = row ? Object.values(row)[0] : undefined;
  // node-postgres parses the json column; a driver that hands back text gets it parsed here.
  const json = (typeof plano === 'string' ? JSON.parse(plano) : plano) as
    | [{ Plan: { 'Plan Rows': number } }]
    | undefined;
  const rows = Number(json?.[0]?.Plan['Plan Rows']);
  return Number.isFinite(rows) ? Math.round(rows) : 0;
}
