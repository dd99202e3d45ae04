/** Profile and role calls (part2 §7 Profiles and roles); every key starts with 'perfis' or 'papeis'. */
import type { TPapel, TPerfil, TPerfilLinha } from '@patio/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import type { ListResource } from '../../shared/list/index.ts';
import type { Selecao } from './selecao.ts';
import { TXT } from './textos.ts';

/** 7 per page ordered by id (part2 §9); no search box on this screen. */
export const PERFIS_LISTA: ListResource<TPerfilLinha> = {
  resource: 'perfis',
  path: 'perfis',
  rowsKey: 'perfis',
  pageSizes: [7],
  defaultPageSize: 7,
  defaultSort: { field: 'id', desc: false },
  searchFields: [],
  errorText: TXT.erroListar,
};

/** The role catalogue, asked as the original form did (take=0, skip=1000: every role). */
export function usePapeis() {
  return useQuery({
    queryKey: ['papeis', 'todos'],
    queryFn: ({ signal }) =>
      api
        .get<{ data: TPapel[] }>('papeis', { query: { take: 0, skip: 1000 }, signal })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

export function usePerfil(id: number | undefined) {
  return useQuery({
    queryKey: ['perfis', 'one', id],
    queryFn: ({ signal }) =>
      api.get<{ data: TPerfil }>(`perfis/${id}`, { signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

export interface SalvarPerfilVars {
  id?: number;
  nome: string;
  papeis: Selecao;
}

/** POST perfis or PUT perfis/{id}; the reply's `status` must read 'Ok' (part2 §5). */
export function useSalvarPerfil() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nome, papeis }: SalvarPerfilVars) => {
      const body = { id, nome, papeis };
      return id === undefined
        ? api.post<{ status?: string }>('perfis', { body })
        : api.put<{ status?: string }>(`perfis/${id}`, { body });
    },
    // The users' profile lists show profile names too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['perfis'] }),
        qc.invalidateQueries({ queryKey: ['usuarios'] }),
      ]),
  });
}

export function useExcluirPerfil() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`perfis/${id}`),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['perfis'] }),
        qc.invalidateQueries({ queryKey: ['usuarios'] }),
      ]),
  });
}
