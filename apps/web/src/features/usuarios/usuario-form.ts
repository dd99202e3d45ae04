/**
 * The user form's pure rules (docs/product/operations.md#user-record,
 * docs/product/operations.md#user-form, docs/product/operations.md#form-checks): its mode, the
 * checks before sending, the payload.
 */
import type { TPerfilMarcado } from '@patio/domain';
import { TXT } from './textos.ts';

export type Modo = 'criar' | 'editar' | 'visualizar';

/**
 * Decided by the route id and the `view` query parameter (docs/product/operations.md#user-form).
 */
export function modoDoFormulario(id: string | undefined, view: string | null): Modo {
  if (id === undefined) return 'criar';
  return view === 'true' ? 'visualizar' : 'editar';
}

/**
 * The page title (docs/product/operations.md#user-form): 'Visualizar usuario' with view=true,
 * otherwise 'Cadastrar usuario' — editing too, as the specification words it; the breadcrumb names
 * the operation.
 */
export function tituloDoFormulario(modo: Modo): string {
  return modo === 'visualizar' ? TXT.tituloVer : TXT.tituloCriar;
}

export interface UsuarioValores {
  nome: string;
  email: string;
  login: string;
  senha?: string;
  confirmaSenha?: string;
  /** Ids of the ticked profiles. */
  perfis?: number[];
  isActivated?: boolean;
}

/** The checks the fields' own rules cannot make: a warning or a form-level error, or null. */
export function problemaDeSenha(
  modo: Modo,
  v: Pick<UsuarioValores, 'senha' | 'confirmaSenha'>,
): { tipo: 'aviso' | 'erro'; texto: string } | null {
  if (modo !== 'criar') return null;
  if (!v.senha || !v.confirmaSenha) return { tipo: 'aviso', texto: TXT.senhaObrigatoria };
  if (v.senha !== v.confirmaSenha) return { tipo: 'erro', texto: TXT.senhasNaoConferem };
  return null;
}

/**
 * What is sent: every profile with its `marcado` flag, `datacadastro` set now; on edit the
 * password fields are left out (the edit form has none) and the active flag goes along.
 */
export function montarPayload(
  modo: Modo,
  v: UsuarioValores,
  perfis: readonly TPerfilMarcado[],
  id?: number,
  agora = new Date(),
) {
  const marcados = new Set(v.perfis ?? []);
  const comum = {
    nome: v.nome.trim(),
    login: v.login.trim(),
    email: v.email.trim(),
    datacadastro: agora.toISOString(),
    perfis: perfis.map((p) => ({ id: p.id, nome: p.nome, marcado: marcados.has(p.id) })),
  };
  if (modo === 'criar') return { ...comum, senha: v.senha, confirmaSenha: v.confirmaSenha };
  return { id, ...comum, isActivated: v.isActivated ?? true };
}

/**
 * The server's message for a failed save: 409 means a duplicate login or e-mail
 * (docs/product/operations.md#messages).
 */
export function padraoDoErro(status: number): string {
  return status === 409 ? TXT.duplicado : TXT.erroSalvar;
}
