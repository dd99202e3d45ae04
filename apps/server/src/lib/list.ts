import type { TListQuery } from '@patio/domain';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { type FieldMap, filterToSql, orderByToSql } from './gridify-sql.ts';

/** limit/offset of a list query; without pageSize the whole list comes back (the map asks so). */
export function paginacao(q: TListQuery): { limit: number | undefined; offset: number } {
  if (!q.pageSize) return { limit: undefined, offset: 0 };
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

/** totalPages/totalItems of decisions.md §2: a page past the end still reports the true totals. */
export function totais(totalItems: number, q: TListQuery) {
  const size = q.pageSize ?? Math.max(totalItems, 1);
  return { totalPages: totalItems === 0 ? 0 : Math.ceil(totalItems / size), totalItems };
}

/** Response schema of a list: `{ <rows>, totalPages, totalItems }`. */
export function ZLista<K extends string, T extends z.ZodType>(nome: K, row: T) {
  return z.object({
    [nome]: z.array(row),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
  } as { [P in K]: z.ZodArray<T> } & {
    totalPages: z.ZodNumber;
    totalItems: z.ZodNumber;
  });
}

/** The WHERE and ORDER BY of a list query, from its Gridify filter and orderBy over `fields`. */
export function criterios(q: TListQuery, fields: FieldMap, fallbackOrder: string) {
  return {
    where: filterToSql(q.filter, fields),
    order: orderByToSql(q.orderBy, fields, fallbackOrder),
  };
}

/**
 * One page of a list: the page's rows and, only when paging, the count of the whole filter
 * (run side by side). Without pageSize every row comes back and no count query runs.
 */
export async function pagina<Row>(
  q: TListQuery,
  rows: (limit: number | undefined, offset: number) => PromiseLike<Row[]>,
  contar: () => PromiseLike<number>,
) {
  const { limit, offset } = paginacao(q);
  if (!limit) {
    const todas = await rows(undefined, 0);
    return { rows: todas, ...totais(todas.length, q) };
  }
  const [page, n] = await Promise.all([rows(limit, offset), contar()]);
  return { rows: page, ...totais(n, q) };
}

/** `select count(*) from table where …` as a number. */
export async function contar(db: Executor, table: PgTable, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
