/**
 * The profile form's role/permission selection (docs/product/operations.md#profile-form) as a pure
 * reducer. The selection is the list of chosen roles, each carrying all its permissions with a
 * `marcado` flag — exactly the `papeis` the save sends (docs/product/operations.md#profile-record).
 */
import type { TPapel, TPapelMarcado } from '@patio/domain';

export interface PermissaoSelecionada {
  id: number;
  nome: string;
  marcado: boolean;
}

export interface PapelSelecionado {
  id: number;
  nome: string;
  permissoes: PermissaoSelecionada[];
}

export type Selecao = readonly PapelSelecionado[];

export type AcaoSelecao =
  /** A saved profile's tree: its ticked roles become the selection. */
  | { tipo: 'carregar'; papeis: readonly TPapelMarcado[] }
  | { tipo: 'papel'; papel: TPapel; marcado: boolean }
  | { tipo: 'permissao'; papel: TPapel; permissaoId: number; marcado: boolean };

function comPermissoes(papel: TPapel, marcado: (id: number) => boolean): PapelSelecionado {
  return {
    id: papel.id,
    nome: papel.nome,
    permissoes: papel.permissoes.map((p) => ({ id: p.id, nome: p.nome, marcado: marcado(p.id) })),
  };
}

export function selecaoReducer(selecao: Selecao, acao: AcaoSelecao): Selecao {
  switch (acao.tipo) {
    case 'carregar':
      return acao.papeis
        .filter((p) => p.marcado)
        .map((p) => comPermissoes(p, (id) => p.permissoes.some((x) => x.id === id && x.marcado)));
    case 'papel': {
      // Checking adds the role with every permission; unchecking removes role and permissions.
      if (!acao.marcado) return selecao.filter((p) => p.id !== acao.papel.id);
      const cheio = comPermissoes(acao.papel, () => true);
      return selecao.some((p) => p.id === cheio.id)
        ? selecao.map((p) => (p.id === cheio.id ? cheio : p))
        : [...selecao, cheio];
    }
    case 'permissao': {
      const atual = selecao.find((p) => p.id === acao.papel.id);
      if (!atual && !acao.marcado) return selecao;
      // A permission of a role not yet chosen adds the role first, with nothing ticked.
      const papel = atual ?? comPermissoes(acao.papel, () => false);
      const permissoes = papel.permissoes.map((p) =>
        p.id === acao.permissaoId ? { ...p, marcado: acao.marcado } : p,
      );
      const sem = selecao.filter((p) => p.id !== acao.papel.id);
      // Unticking a role's last permission removes the role.
      if (!permissoes.some((p) => p.marcado)) return sem;
      const novo = { ...papel, permissoes };
      return atual ? selecao.map((p) => (p.id === novo.id ? novo : p)) : [...selecao, novo];
    }
  }
}

/** How the tree shows a role: fully, partly or not ticked. */
export function estadoDoPapel(selecao: Selecao, papelId: number): 'todo' | 'parte' | 'nada' {
  const papel = selecao.find((p) => p.id === papelId);
  if (!papel) return 'nada';
  return papel.permissoes.every((p) => p.marcado) ? 'todo' : 'parte';
}

export function permissaoMarcada(selecao: Selecao, papelId: number, permissaoId: number): boolean {
  const papel = selecao.find((p) => p.id === papelId);
  return papel?.permissoes.some((p) => p.id === permissaoId && p.marcado) ?? false;
}
