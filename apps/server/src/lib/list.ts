import type { TListQuery } from '@patio/domain';
import { z } from 'zod';

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
