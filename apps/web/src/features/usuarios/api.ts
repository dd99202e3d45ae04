/** User calls (docs/product/operations.md#calls Users) as React Query hooks; every key starts with 'usuarios'. */
import type {
  TPerfilMarcado,
  TRecriarSenha,
  TSessao,
  TUsuario,
  TUsuarioAtualizarBody,
  TUsuarioCriarBody,
  TUsuarioLinha,
} from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

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

/** The raw calls; the screens confirm, refresh (refrescarUsuarios) and toast. */
export const usuariosApi = {
  criar: (body: TUsuarioCriarBody) => api.post('usuarios', { body }),
  atualizar: (id: number, body: TUsuarioAtualizarBody, ifMatch?: number) =>
    api.put(`usuarios/${id}`, { body, ifMatch }),
  excluir: (id: number) => api.delete(`usuarios/${id}`),
  /** Carries the user's identity, as the original client did. */
  recriarSenha: (usuario: IdentidadeDoUsuario, senhas: TRecriarSenha) =>
    api.put(`usuarios/${usuario.id}/senha`, { body: { ...usuario, ...senhas } }),
  encerrarSessao: (usuarioId: number, sessao: string) =>
    api.delete(`usuarios/${usuarioId}/sessoes/${sessao}`),
};

export type IdentidadeDoUsuario = Pick<TUsuarioLinha, 'id' | 'nome' | 'login' | 'email'>;

/** After a change: every user query (the list, one user, the profiles ticked, the sessions). */
export function refrescarUsuarios(qc: QueryClient) {
  return qc.invalidateQueries({ queryKey: ['usuarios'] });
}

/** The user's open sessions (GET usuarios/{id}/sessoes). */
export function useSessoes(id: number) {
  return useQuery({
    queryKey: ['usuarios', 'sessoes', id],
    queryFn: ({ signal }) =>
      api.get<{ data: TSessao[] }>(`usuarios/${id}/sessoes`, { signal }).then((r) => r.data),
  });
}
