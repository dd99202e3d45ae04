/** The profile form's concurrent-edit handling (docs/decisions.md "Edições concorrentes"). */
import type { TPerfil } from '@patio/domain';
import { mostrarValor } from '../../shared/edicao-concorrente.ts';
import { type Selecao, selecaoReducer } from './selecao.ts';
import { TXT } from './textos.ts';

/** The profile's values as the conflict panel compares them: its name and its tree. */
export interface PerfilValores {
  nome: string;
  papeis: Selecao;
}

export const ROTULOS_PERFIL: Record<keyof PerfilValores, string> = {
  nome: TXT.campoNome,
  papeis: TXT.secao,
};

export const selecaoDoPerfil = (perfil: TPerfil | undefined): Selecao =>
  perfil ? selecaoReducer([], { tipo: 'carregar', papeis: perfil.papeis }) : [];

export const leituraDoPerfil = (p: TPerfil) => ({
  valores: { nome: p.nome, papeis: selecaoDoPerfil(p) },
  versao: p.versao,
});

/** A selection reads as its ticked permissions. */
export function mostrarCampoDoPerfil(campo: string, valor: unknown): string {
  if (campo !== 'papeis' || !Array.isArray(valor)) return mostrarValor(valor);
  const sel = valor as Selecao;
  return mostrarValor(sel.flatMap((p) => p.permissoes.filter((x) => x.marcado).map((x) => x.nome)));
}
