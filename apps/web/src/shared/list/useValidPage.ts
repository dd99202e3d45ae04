/**
 * Keeps a list on a page that exists: deleting the last row of the last page (or a stale URL)
 * would otherwise leave the user on an empty page past the end.
 */
import { useEffect } from 'react';

interface PagedList {
  page: number;
  totalPages: number;
  isFetching: boolean;
  setPage(page: number): void;
}

/** The page to move to, or null while the page is valid (or the total is still loading). */
export function validPage({ page, totalPages, isFetching }: Omit<PagedList, 'setPage'>) {
  return !isFetching && totalPages > 0 && page > totalPages ? totalPages : null;
}

export function useValidPage({ page, totalPages, isFetching, setPage }: PagedList): void {
  useEffect(() => {
    const valida = validPage({ page, totalPages, isFetching });
    if (valida !== null) setPage(valida);
  }, [page, totalPages, isFetching, setPage]);
}
