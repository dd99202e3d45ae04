import { parseOrderBy, type TEvento, type TListQuery } from '@patio/domain';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventos } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { linhas } from '../../lib/linhas.ts';
import { countUpTo, totalEstimado } from '../../lib/list/count.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage, limitOffset, pageTotals } from '../../lib/list/paging.ts';

export const CAMPOS: FieldMap = {
  id: { column: eventos.id, type: 'int' },
  createdAt: { column: eventos.createdAt, type: 'timestamp' },
  tipo: { column: eventos.tipo, type: 'text' },
  emailResponsavel: { column: eventos.emailResponsavel, type: 'text' },
  descricao: { column: eventos.descricao, type: 'text' },
};

/**
 * Above this many matching events totalItems is the planner's estimate: the log grows for
 * ever and an exact count of a million rows would cost more than the page itself.
 */
export const EVENTOS_CONTAGEM_EXATA_ATE = 1000;

/**
 * The newest slices a filtered page is looked for in, in events, before the whole log
 * (docs/scale.md, "Events search"): each ten times the last, so a term that fills its page in
 * the newest events never fetches and sorts its matches from ten years.
 */
export const FATIAS_DA_BUSCA = [20_000, 200_000, 2_000_000] as const;

/** A row of the log, as ZEvento orders it. */
const EVENTO = colunasDaApi({
  id: eventos.id,
  createdAt: eventos.createdAt,
  tipo: eventos.tipo,
  emailResponsavel: eventos.emailResponsavel,
  descricao: eventos.descricao,
});

/** Newest first by the clock: the order a slice of the newest events can answer exactly. */
function maisNovosPrimeiro(orderBy: string | undefined): boolean {
  const [primeiro] = parseOrderBy(orderBy ?? '');
  if (!primeiro) return true;
  return primeiro.field.toLowerCase() === 'createdat' && primeiro.desc && !primeiro.nullCheck;
}

/**
 * The page of a filtered, newest-first list, looked for in the newest slices first. Exact: a
 * slice is every event at or after the clock time of its oldest one, so when it holds the
 * whole page (offset + limit matches) no older event can come before any of them; when it does
 * not, the next, wider slice is tried, and last the whole log. Null when the log is smaller
 * than the first slice (the plain query is then as cheap).
 */
async function paginaPorFatias(
  db: Executor,
  where: SQL,
  order: SQL[],
  limit: number,
  offset: number,
  fatias: readonly number[],
): Promise<TEvento[] | null> {
  const pagina = (corte?: string) =>
    db
      .select(EVENTO)
      .from(eventos)
      .where(corte ? and(where, sql`${eventos.createdAt} >= ${corte}::timestamptz`) : where)
      .orderBy(...order, desc(eventos.id))
      .limit(limit)
      .offset(offset) as unknown as Promise<TEvento[]>;
  let usou = false;
  for (const n of fatias) {
    if (n < offset + limit) continue;
    // The clock time of the event n ids before the newest: two probes of the primary key (a
    // walk of n entries of the time index reads the heap where the log is not vacuumed yet).
    // Any time gives an exact page; ids follow the clock in a live log, so this one makes a
    // slice of about n events.
    const [limite] = await linhas<{ em: string }>(
      db,
      sql`select created_at::text as em from eventos
        where id <= (select max(id) from eventos) - ${n} order by id desc limit 1`,
    );
    if (!limite) break;
    usou = true;
    const rows = await pagina(limite.em);
    if (rows.length === limit) return rows;
  }
  return usou ? pagina() : null;
}

/**
 * The alarms and events log; rows travel under `bobinas`, as the client reads them.
 * `fatias`: the newest slices a filtered page is looked for in (FATIAS_DA_BUSCA; tests give
 * small ones).
 */
export async function listarEventos(
  db: Executor,
  q: TListQuery,
  fatias: readonly number[] = FATIAS_DA_BUSCA,
) {
  const { where, order } = listCriteria(q, CAMPOS, 'createdAt desc');
  const contar = () => countUpTo(db, eventos, where, EVENTOS_CONTAGEM_EXATA_ATE);
  const { limit, offset } = limitOffset(q);
  let contados: { totalItems: number; totalPages: number };
  let rows: TEvento[];
  const [fatiada, contagem] =
    where && limit && fatias.length && maisNovosPrimeiro(q.orderBy)
      ? await Promise.all([paginaPorFatias(db, where, order, limit, offset, fatias), contar()])
      : [null, null];
  if (fatiada && contagem) {
    rows = fatiada;
    contados = pageTotals(contagem[0]?.n ?? 0, q);
  } else {
    ({ rows, ...contados } = await fetchPage<TEvento>(
      db,
      q,
      'eventos',
      () =>
        db
          .select(EVENTO)
          .from(eventos)
          .where(where)
          .orderBy(...order, desc(eventos.id))
          .$dynamic(),
      contar,
    ));
  }
  const totais =
    contados.totalItems > EVENTOS_CONTAGEM_EXATA_ATE
      ? pageTotals(await totalEstimado(db, eventos, where, contados.totalItems), q)
      : contados;
  return { bobinas: rows, ...totais };
}
