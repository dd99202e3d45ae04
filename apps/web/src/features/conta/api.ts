/** Account calls (docs/product/main-yard.md#session-and-account-calls) as React Query mutations. */
import type { TAlterarSenha, TLogin, TLoginReply, TRedefinirSenha } from '@patio/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

/** POST Usuarios/Login without an auth header; the reply may, in theory, lack the token. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: TLogin) =>
      api.post<Partial<TLoginReply>>('Usuarios/Login', { body, auth: false }),
  });
}

export interface AlterarSenhaVars extends TAlterarSenha {
  login: string;
}

export function useAlterarSenha() {
  return useMutation({
    mutationFn: ({ login, ...body }: AlterarSenhaVars) =>
      api.put<{ data?: { mensagem?: string; token?: string } }>(
        `Avatar/${encodeURIComponent(login)}`,
        { body },
      ),
  });
}

/** Always 200 on the server (no account enumeration). */
export function useEnviarLink() {
  return useMutation({
    mutationFn: (body: { email: string }) => api.post('enviarLink', { body, auth: false }),
  });
}

export function useRedefinirSenha() {
  return useMutation({
    mutationFn: (body: TRedefinirSenha) =>
      api.put('Usuarios/redefinir-senha', { body, auth: false }),
  });
}
