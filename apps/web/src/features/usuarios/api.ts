/** User calls (part2 §7 Users) as React Query hooks; every key starts with 'usuarios'. */
import type { TPerfilMarcado, TUsuario, TUsuarioLinha } from '@patio/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import type { ListResource } from '../../shared/list/index.ts';
import { TXT } from './textos.ts';

const LISTA = {
  resource: 'usuarios',
  path: 'usuarios',
  rowsKey: 'usuarios',
  // Fixed size 7, default order id (part2 §9); the search ORs over the three text fields.
  pageSizes: [7],
  defaultPageSize: 7,
  defaultSort: { field: 'id', desc: false },
  searchFields: ['name', 'login', 'email'],
} as const;

/** Two configs so a failed search says "filtrar" and a failed plain load "carregar" (§8). */
export const USUARIOS_LISTA: ListResource<TUsuarioLinha> = {
  ...LISTA,
  errorText: TXT.erroCarregar,
};
export const USUARIOS_BUSCA: ListResource<TUsuarioLinha> = { ...LISTA, errorText: TXT.erroFiltrar };

export function useUsuario(id: number | undefined) {
  return useQuery({
    queryKey: ['usuarios', 'one', id],
    queryFn: ({ signal }) =>
      api.get<{ data: TUsuario }>(`usuarios/${id}`, { signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

/** Every profile, ticked when user `id` holds it (none ticked when creating). */
export function usePerfisDoUsuario(id: number | undefined) {
  return useQuery({
    queryKey: ['usuarios', 'perfis', id ?? 0],
    queryFn: ({ signal }) =>
      api
        .get<{ data: TPerfilMarcado[] }>('usuarios/perfis', { query: { id }, signal })
        .then((r) => r.data),
  });
}

export interface SalvarUsuarioVars {
  id?: number;
  body: object;
}

/** POST when there is no id, PUT usuarios/{id} otherwise. */
export function useSalvarUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SalvarUsuarioVars) =>
      id === undefined ? api.post('usuarios', { body }) : api.put(`usuarios/${id}`, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['usuarios'] }),
  });
}

export function useExcluirUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`usuarios/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['usuarios'] }),
  });
}

export interface RecriarSenhaVars {
  usuario: Pick<TUsuarioLinha, 'id' | 'nome' | 'login' | 'email'>;
  senha: string;
  confirmaSenha: string;
}

/** PUT usuarios/{id}/senha, carrying the user's identity as the original client did (§3). */
export function useRecriarSenha() {
  return useMutation({
    mutationFn: ({ usuario, senha, confirmaSenha }: RecriarSenhaVars) =>
      api.put(`usuarios/${usuario.id}/senha`, {
        body: { ...usuario, senha, confirmaSenha },
      }),
  });
}
