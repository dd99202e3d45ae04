/** Counting a list's rows: exact, bounded (the events log) or the planner's estimate past the bound. */
import { count, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { limiteNoTexto } from '../preparadas.ts';

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
      // In the text: the count has no parameter and keeps its plan (lib/preparadas.ts).
      .limit(limiteNoTexto(exataAte + 1))
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
