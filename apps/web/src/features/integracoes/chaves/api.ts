/** Integration key calls; every key starts with 'integracoes'. */
import type { TChave, TChaveCriada, TChaveInput, TPerfilLinha } from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/http.ts';

export function useChaves() {
  return useQuery({
    queryKey: ['integracoes', 'chaves'],
    queryFn: ({ signal }) =>
      api.get<{ data: TChave[] }>('integracoes/chaves', { signal }).then((r) => r.data),
  });
}

/** Every access profile, for the key's profile choice. */
export function usePerfisParaChave(ativo: boolean) {
  return useQuery({
    queryKey: ['perfis', 'list', 'todos'],
    queryFn: ({ signal }) =>
      api
        .get<{ perfis: TPerfilLinha[] }>('perfis', {
          query: { page: 1, pageSize: 1000, orderBy: 'nome' },
          signal,
        })
        .then((r) => r.perfis),
    enabled: ativo,
  });
}

export const chavesApi = {
  criar: (body: TChaveInput) =>
    api.post<{ data: TChaveCriada }>('integracoes/chaves', { body }).then((r) => r.data),
  revogar: (id: number) => api.delete(`integracoes/chaves/${id}`),
};

export function refrescarChaves(qc: QueryClient) {
  return qc.invalidateQueries({ queryKey: ['integracoes', 'chaves'] });
}
