/** Profile and role calls (docs/product/operations.md#calls Profiles and roles); every key starts with 'perfis' or 'papeis'. */
import type { TPapel, TPerfil, TPerfilSalvarBody } from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

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

/** The raw calls; the reply of a save must read status 'Ok' (docs/product/operations.md). */
export const perfisApi = {
  criar: (body: TPerfilSalvarBody) => api.post<{ status?: string }>('perfis', { body }),
  atualizar: (id: number, body: TPerfilSalvarBody, ifMatch?: number) =>
    api.put<{ status?: string }>(`perfis/${id}`, { body, ifMatch }),
  excluir: (id: number) => api.delete(`perfis/${id}`),
};

/** After a change: the profiles, and the users (their profile lists show profile names). */
export function refrescarPerfis(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ['perfis'] }),
    qc.invalidateQueries({ queryKey: ['usuarios'] }),
  ]);
}
