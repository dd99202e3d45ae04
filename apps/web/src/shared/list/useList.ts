/**
 * The list controller every list screen uses: state in the URL (reload and Back restore it),
 * the query with the previous page kept on screen while the next loads, and the setters.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../feedback.tsx';
import { api, mensagemDeErro } from '../http.ts';
import {
  type ListConfig,
  type ListParams,
  type ListState,
  readState,
  toggleSort,
  toParams,
  writeState,
} from './list-state.ts';

export interface ListResource<Row> extends ListConfig {
  /** Query-key root, e.g. 'usuarios'; `[resource, 'list', params]` is the list's key. */
  resource: string;
  path: string;
  /** Reply property holding the rows ('bobinas', 'usuarios', …). */
  rowsKey: string;
  /** Toast shown when the list cannot load. */
  errorTitle?: string;
  errorText: string;
  /** Not used at run time; carries the row type. */
  row?: Row;
}

export interface ListReply<Row> {
  rows: Row[];
  totalPages: number;
  totalItems: number;
}

export const listKey = (resource: string, params?: ListParams) =>
  params ? [resource, 'list', params] : [resource, 'list'];

export function useList<Row>(config: ListResource<Row>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params, config), [params, config]);
  const apiParams = useMemo(() => toParams(state, config), [state, config]);

  const query = useQuery({
    queryKey: listKey(config.resource, apiParams),
    queryFn: async ({ signal }) => {
      const r = await api.get<Record<string, unknown>>(config.path, {
        query: { ...apiParams },
        signal,
      });
      return {
        rows: (r[config.rowsKey] as Row[]) ?? [],
        totalPages: Number(r.totalPages ?? 0),
        totalItems: Number(r.totalItems ?? 0),
      } satisfies ListReply<Row>;
    },
    placeholderData: keepPreviousData,
  });

  const shownError = useRef<unknown>(null);
  useEffect(() => {
    if (query.error && query.error !== shownError.current) {
      shownError.current = query.error;
      toast.error(config.errorTitle ?? 'Erro', mensagemDeErro(query.error, config.errorText));
    }
  }, [query.error, config.errorTitle, config.errorText]);

  const update = useCallback(
    (patch: Partial<ListState>) => {
      setParams((prev) => writeState({ ...readState(prev, config), ...patch }, config, prev));
    },
    [setParams, config],
  );

  return {
    state,
    params: apiParams,
    rows: query.data?.rows ?? [],
    totalPages: query.data?.totalPages ?? 0,
    totalItems: query.data?.totalItems ?? 0,
    isFetching: query.isFetching,
    isLoading: query.isLoading,
    refetch: query.refetch,
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
    sortBy: (field: string) => update({ sort: toggleSort(state.sort, field), page: 1 }),
    setSearch: (search: string) => update({ search, page: 1 }),
    setFilters: (filters: Record<string, string>) => update({ filters, page: 1 }),
  };
}

export type ListController<Row> = ReturnType<typeof useList<Row>>;
