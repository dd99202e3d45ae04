/**
 * Keeps a list on a page that exists: deleting the last row of the last page (or a stale URL)
 * would otherwise leave the user on an empty page past the end.
 */
import { useEffect } from 'react';

interface PagedList {
  state: { page: number };
  totalPages: number;
  isFetching: boolean;
  setPage(page: number): void;
}

export function usePaginaValida(list: PagedList): void {
  const { page } = list.state;
  const { totalPages, isFetching, setPage } = list;
  useEffect(() => {
    if (!isFetching && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, isFetching, setPage]);
}
