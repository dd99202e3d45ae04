/** The user form's concurrent-edit handling (docs/decisions.md "Edições concorrentes"). */
import type { TPerfilMarcado, TUsuario } from '@patio/domain';
import { mostrarValor } from '../../shared/edicao-concorrente.ts';
import type { UsuarioValores } from './usuario-form.ts';

/** The fields the edit form changes, labelled as the form labels them. */
export const ROTULOS_USUARIO: Partial<Record<keyof UsuarioValores, string>> = {
  nome: 'Nome do usuario',
  email: 'Email',
  login: 'Login',
  isActivated: 'Ativo',
  perfis: 'Perfis de acesso',
};

export const leituraDoUsuario = (u: TUsuario) => ({
  valores: {
    nome: u.nome,
    email: u.email,
    login: u.login,
    isActivated: u.isActivated,
    perfis: u.perfis.filter((p) => p.marcado).map((p) => p.id),
  } satisfies UsuarioValores,
  versao: u.versao,
});

/** Profile ids read as their names in the conflict panel. */
export const mostrarCampoDoUsuario =
  (perfis: readonly TPerfilMarcado[]) => (campo: string, valor: unknown) =>
    campo === 'perfis' && Array.isArray(valor)
      ? mostrarValor(valor.map((id) => perfis.find((p) => p.id === id)?.nome ?? id))
      : mostrarValor(valor);
