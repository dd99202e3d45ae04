import { parseOrderBy, type TEvento, type TListQuery } from '@patio/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventos } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { linhas } from '../../lib/linhas.ts';
import { countUpTo, totalEstimado } from '../../lib/list/count.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage, limitOffset, pageTotals } from '../../lib/list/paging.ts';
import { contarEventosAte } from './contagem-guardada.ts';
import { buscaPorTrigramas, planejada } from './plano-da-busca.ts';

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

/**
 * Before the slices, the newest events are walked by the time index and tested one by one, up
 * to this many: a term frequent among recent events fills its page there without the trigram
 * index, whose posting lists for common trigrams cost tens of milliseconds at ten years. Each
 * event walked costs about 2 µs (a term not among them pays the whole walk: 1.4 ms for 1,000,
 * 9.9 ms for 5,000 at 10×), and a rarer term is cheap in the slices (docs/scale.md).
 */
export const EVENTOS_PERCORRIDOS = 1_000;

/**
 * The last key of every order: the time index's own (`created_at DESC NULLS LAST, id DESC NULLS
 * LAST`). A plain `id DESC` is NULLS FIRST, which the planner does not read off that index even
 * for a column that is never null, so it sorted each run of equal times again.
 */
const DESEMPATE = sql`${eventos.id} DESC NULLS LAST`;

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
 * The page of a filtered, newest-first list, looked for among the newest events first: the
 * newest `percorrer` walked one by one, then the slices. Exact: the walk keeps the list's own
 * total order, and a slice is every event at or after the clock time of its oldest one, so
 * when either holds the whole page (offset + limit matches) no older event can come before any
 * of them; when it does not, the next, wider slice is tried, and last the whole log. Null when
 * the log is smaller than the first slice (the plain query is then as cheap).
 */
async function paginaPorFatias(
  db: Executor,
  where: SQL,
  order: SQL[],
  limit: number,
  offset: number,
  fatias: readonly number[],
  percorrer: number,
  soBitmap: boolean,
): Promise<TEvento[] | null> {
  const pagina = (tx: Executor, corte?: string) =>
    tx
      .select(EVENTO)
      .from(eventos)
      .where(corte ? and(where, sql`${eventos.createdAt} >= ${corte}::timestamptz`) : where)
      .orderBy(...order, DESEMPATE)
      .limit(limit)
      .offset(offset) as unknown as Promise<TEvento[]>;
  if (percorrer >= offset + limit) {
    // The newest rows under the table's own name, so the filter and the order apply as written;
    // the same total order inside and out, so the first matches there are the first overall.
    const ordem = sql.join([...order, DESEMPATE], sql`, `);
    const recentes = sql`(select * from ${eventos} order by ${ordem} limit ${percorrer}) as ${eventos}`;
    const rows = (await db
      .select(EVENTO)
      .from(recentes)
      .where(where)
      .orderBy(...order, DESEMPATE)
      .limit(limit)
      .offset(offset)) as unknown as TEvento[];
    if (rows.length === limit) return rows;
  }
  const cortes = await cortesDasFatias(
    db,
    fatias.filter((n) => n >= offset + limit),
  );
  if (cortes.length === 0) return null;
  return planejada(db, soBitmap, async (tx) => {
    for (const corte of cortes) {
      const rows = await pagina(tx, corte);
      if (rows.length === limit) return rows;
    }
    return pagina(tx);
  });
}

/**
 * The clock time of the event n ids before the newest, for each slice n, up to the first the
 * log is too short for: probes of the primary key in one round trip, before the search's own
 * plan is set (a walk of n entries of the time index reads the heap where the log is not
 * vacuumed yet). Any time gives an exact page; ids follow the clock in a live log, so these make
 * slices of about n events.
 */
async function cortesDasFatias(db: Executor, fatias: readonly number[]): Promise<string[]> {
  if (fatias.length === 0) return [];
  const colunas = fatias.map(
    (n, i) =>
      sql`(select created_at::text from eventos where id <= m.id - ${n}
        order by id desc limit 1) as ${sql.identifier(`f${i}`)}`,
  );
  const [r] = await linhas<Record<string, string | null>>(
    db,
    sql`select ${sql.join(colunas, sql`, `)} from (select max(id) as id from eventos) m`,
  );
  const cortes: string[] = [];
  for (let i = 0; i < fatias.length; i++) {
    const corte = r?.[`f${i}`];
    if (!corte) break;
    cortes.push(corte);
  }
  return cortes;
}

/** Where a filtered, newest-first page is looked for before the whole log. */
export interface BuscaDeEventos {
  /** The newest slices, in events (FATIAS_DA_BUSCA). */
  fatias: readonly number[];
  /** The newest events walked one by one first (EVENTOS_PERCORRIDOS); 0: none. */
  percorrer: number;
}

export const BUSCA_DE_EVENTOS: BuscaDeEventos = {
  fatias: FATIAS_DA_BUSCA,
  percorrer: EVENTOS_PERCORRIDOS,
};

/**
 * The alarms and events log; rows travel under `bobinas`, as the client reads them.
 * A filtered page's count is kept per filter and brought up to date (contagem-guardada.ts);
 * `busca` says where its rows are looked for first (tests give small slices).
 */
export async function listarEventos(
  db: Executor,
  q: TListQuery,
  busca: BuscaDeEventos = BUSCA_DE_EVENTOS,
) {
  const { where, order } = listCriteria(q, CAMPOS, 'createdAt desc');
  const { limit, offset } = limitOffset(q);
  const soBitmap = buscaPorTrigramas(q.filter);
  const plena = (ex: Executor = db) =>
    ex
      .select(EVENTO)
      .from(eventos)
      .where(where)
      .orderBy(...order, DESEMPATE)
      .$dynamic();
  let contados: { totalItems: number; totalPages: number };
  let rows: TEvento[];
  if (where && limit) {
    const recentes =
      maisNovosPrimeiro(q.orderBy) && (busca.fatias.length > 0 || busca.percorrer > 0)
        ? paginaPorFatias(db, where, order, limit, offset, busca.fatias, busca.percorrer, soBitmap)
        : Promise.resolve(null);
    const [fatiada, n] = await Promise.all([
      recentes,
      contarEventosAte(db, where, EVENTOS_CONTAGEM_EXATA_ATE, soBitmap),
    ]);
    rows =
      fatiada ??
      ((await planejada(db, soBitmap, (tx) =>
        plena(tx).limit(limit).offset(offset),
      )) as unknown as TEvento[]);
    contados = pageTotals(n, q);
  } else {
    ({ rows, ...contados } = await fetchPage<TEvento>(db, q, 'eventos', plena, () =>
      countUpTo(db, eventos, where, EVENTOS_CONTAGEM_EXATA_ATE),
    ));
  }
  const totais =
    contados.totalItems > EVENTOS_CONTAGEM_EXATA_ATE
      ? pageTotals(await totalEstimado(db, eventos, where, contados.totalItems), q)
      : contados;
  return { bobinas: rows, ...totais };
}
