/**
 * The list controller every list screen uses, from the screen's descriptor: state in the URL
 * (reload and Back restore it), the query with the previous page kept on screen while the
 * next loads, the setters, a page that exists, the error toast's text and the page control's
 * props — what each screen used to finish by hand.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../feedback.tsx';
import { api, mensagemDeErro } from '../http.ts';
import { type ListDescriptor, listConfigOf, pathOf, rowsKeyOf } from './descriptor.ts';
import {
  type ListConfig,
  type ListParams,
  type ListState,
  patchParams,
  readState,
  toggleSort,
  toParams,
} from './list-state.ts';
import type { PaginationProps } from './Pagination.tsx';
import { useValidPage } from './useValidPage.ts';

const CONFIGS = new WeakMap<ListDescriptor<never>, ListConfig>();

/** The descriptor's URL and query config, one per descriptor (the hook memoises on it). */
export function configOf<Row>(d: ListDescriptor<Row>): ListConfig {
  const key = d as ListDescriptor<never>;
  let c = CONFIGS.get(key);
  if (!c) {
    c = listConfigOf(d);
    CONFIGS.set(key, c);
  }
  return c;
}

/** A search or a filter is on: a failure is a failure to filter, not to load. */
export const isFiltering = (s: Pick<ListState, 'search' | 'filters'>) =>
  s.search !== '' || Object.keys(s.filters).length > 0;

/** The text a failed load shows: the descriptor's load or filter text, by what the list asks. */
export function errorTextOf<Row>(d: ListDescriptor<Row>, s: ListState): string {
  return isFiltering(s) ? d.errors.filter : d.errors.load;
}

export interface ListReply<Row> {
  rows: Row[];
  totalPages: number;
  totalItems: number;
}

export const listKey = (resource: string, params?: ListParams) =>
  params ? [resource, 'list', params] : [resource, 'list'];

/** Pass a module constant: the controller memoises on the descriptor. */
export function useList<Row>(descriptor: ListDescriptor<Row>) {
  const config = configOf(descriptor);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params, config), [params, config]);
  const apiParams = useMemo(() => toParams(state, config), [state, config]);

  const query = useQuery({
    queryKey: listKey(descriptor.resource, apiParams),
    queryFn: async ({ signal }) => {
      const r = await api.get<Record<string, unknown>>(pathOf(descriptor), {
        query: { ...apiParams },
        signal,
        // The table shows its own loading state; the global overlay on top made two spinners.
        silent: true,
      });
      return {
        rows: (r[rowsKeyOf(descriptor)] as Row[]) ?? [],
        totalPages: Number(r.totalPages ?? 0),
        totalItems: Number(r.totalItems ?? 0),
      } satisfies ListReply<Row>;
    },
    placeholderData: keepPreviousData,
  });

  // A failed load keeps the last rows on screen (marked out of date), never an empty list.
  const ultimo = useRef<ListReply<Row> | undefined>(undefined);
  if (query.data && !query.isError) ultimo.current = query.data;
  const dados = query.data ?? (query.isError ? ultimo.current : undefined);

  const shownError = useRef<unknown>(null);
  const errorText = errorTextOf(descriptor, state);
  const errorTitle = descriptor.errors.title ?? 'Erro';
  useEffect(() => {
    if (query.error && query.error !== shownError.current) {
      shownError.current = query.error;
      toast.error(errorTitle, mensagemDeErro(query.error, errorText));
    }
  }, [query.error, errorTitle, errorText]);

  // The URL as last written: a setter kept by a callback from an older render (the search
  // box's debounce timer) must build on the filters cleared since, not bring them back.
  const latest = useRef(params);
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    latest.current = params;
  }
  const update = useCallback(
    (patch: Partial<ListState>) => {
      const prev = latest.current;
      const next = patchParams(prev, patch, config);
      latest.current = next;
      setParams(next);
    },
    [setParams, config],
  );

  const totalPages = dados?.totalPages ?? 0;
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setPageSize = useCallback((pageSize: number) => update({ pageSize, page: 1 }), [update]);
  useValidPage({ page: state.page, totalPages, isFetching: query.isFetching, setPage });
  // The size choice shows only where there is a choice to make.
  const sizes =
    config.pageSizes.length > 1 ? { pageSizes: config.pageSizes, onPageSize: setPageSize } : {};

  return {
    descriptor,
    state,
    params: apiParams,
    rows: dados?.rows ?? [],
    totalPages,
    totalItems: dados?.totalItems ?? 0,
    isFetching: query.isFetching,
    isLoading: query.isLoading,
    /** The last load failed: show the error state, or the rows kept marked out of date. */
    isError: query.isError,
    desatualizado: query.isError && dados !== undefined,
    refetch: query.refetch,
    setPage,
    setPageSize,
    /** Ready props for <Pagination>: the page buttons, and the size choice when there is one. */
    pagination: {
      page: state.page,
      totalPages,
      onPage: setPage,
      pageSize: state.pageSize,
      ...sizes,
    } satisfies PaginationProps,
    sortBy: (field: string) => update({ sort: toggleSort(state.sort, field), page: 1 }),
    setSearch: (search: string) => update({ search, page: 1 }),
    setFilters: (filters: Record<string, string>) => update({ filters, page: 1 }),
  };
}

export type ListController<Row> = ReturnType<typeof useList<Row>>;
