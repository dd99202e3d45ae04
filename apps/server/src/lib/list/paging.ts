/** A list's page: limit/offset from the query, the totals, and the page's rows with their count. */
import type { TListQuery } from '@patio/domain';
import type { Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type Escrevivel,
  LIMITE,
  limiteNoTexto,
  type Preparavel,
  preparada,
  preparadaCrua,
  SALTO,
} from '../preparadas.ts';

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

/** A list's select of API-named columns, filtered and ordered: fetchPage puts the page on it. */
export interface Paginavel extends Escrevivel {
  limit(limite: Placeholder): Paginavel;
  offset(salto: Placeholder): Paginavel;
}

/**
 * One page of a list: the page's rows and, only when paging, the count of the whole filter
 * (run side by side). Without pageSize every row comes back and no count query runs.
 * Both queries are built once per shape — the list (`lista`), its filter and its order, and
 * for page 1 its size — and run again with each call's limit and offset (lib/preparadas.ts):
 * `rows` gives the list's select (a `$dynamic()` builder) without them. Its columns are the
 * API's (colunasDaApi) and its rows come as the driver builds them, typed `Row` by the caller.
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
  // Page 1 — what every screen opens on and polls — carries its size in the text: unfiltered,
  // it has no parameter and PostgreSQL plans it once per connection (lib/preparadas.ts).
  const pagina =
    offset === 0
      ? preparadaCrua<Row>(db, JSON.stringify([...forma, 'primeira', limit]), () =>
          rows().limit(limiteNoTexto(limit)),
        )
      : preparadaCrua<Row>(db, JSON.stringify([...forma, 'pagina']), () =>
          rows().limit(LIMITE).offset(SALTO),
        );
  const total = preparada(db, JSON.stringify([...forma, 'total']), count);
  const [page, [n]] = await Promise.all([
    pagina.execute({ limite: limit, salto: offset }),
    total.execute(),
  ]);
  return { rows: page, ...pageTotals(n?.n ?? 0, q) };
}
