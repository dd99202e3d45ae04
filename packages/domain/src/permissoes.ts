/** The permission catalogue and the roles (papeis) that group it. Names are the ones the client checks. */
export const PAPEIS = [
  {
    nome: 'Administração do Sistema',
    permissoes: ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'],
  },
  {
    nome: 'Bobinas - Pátio principal',
    permissoes: [
      'CADASTRAR_BOBINA',
      'ALTERAR_INFORMACOES_DA_BOBINA',
      'EXCLUIR_BOBINA',
      'CORRIGIR_ENDERECO_DA_BOBINA',
    ],
  },
  {
    nome: 'Pátio reserva',
    permissoes: ['CADASTRAR_ITEM', 'IMPORTAR_ITENS', 'EXCLUIR_ITEM', 'EDITAR_ITEM'],
  },
  {
    nome: 'Instruções e pontes',
    permissoes: [
      'CADASTRAR_INSTRUCAO',
      'EDITAR_INSTRUCAO',
      'EXECUTAR_INSTRUCAO',
      'RESOLVER_DIVERGENCIAS',
    ],
  },
  {
    nome: 'Operações de despacho',
    permissoes: ['CADASTRAR_DESPACHO', 'EDITAR_DESPACHO', 'EXCLUIR_DESPACHO', 'FINALIZAR_DESPACHO'],
  },
  {
    nome: 'Etiquetas e inventário',
    permissoes: ['IMPRIMIR_ETIQUETAS', 'REALIZAR_INVENTARIO'],
  },
] as const;

export type Permissao = (typeof PAPEIS)[number]['permissoes'][number];

export const PERMISSOES: readonly Permissao[] = PAPEIS.flatMap((p) => p.permissoes);

/** What each permission allows, in Portuguese, shown beside its code in the profile tree. */
export const DESCRICOES_PERMISSAO: Record<Permissao, string> = {
  GESTAO_DE_USUARIOS: 'Cadastrar, alterar e excluir usuários',
  GESTAO_DE_PERFIS_DE_ACESSO: 'Cadastrar, alterar e excluir perfis de acesso',
  CADASTRAR_BOBINA: 'Cadastrar bobinas no pátio principal',
  ALTERAR_INFORMACOES_DA_BOBINA: 'Alterar os dados de uma bobina do pátio principal',
  EXCLUIR_BOBINA: 'Excluir bobinas do pátio principal',
  CORRIGIR_ENDERECO_DA_BOBINA: 'Corrigir o endereço de uma bobina',
  CADASTRAR_ITEM: 'Cadastrar bobinas no pátio reserva',
  IMPORTAR_ITENS: 'Importar a lista do pátio reserva (CSV)',
  EXCLUIR_ITEM: 'Excluir bobinas do pátio reserva',
  EDITAR_ITEM: 'Editar, marcar e reordenar bobinas do pátio reserva',
  CADASTRAR_INSTRUCAO: 'Cadastrar e excluir instruções',
  EDITAR_INSTRUCAO: 'Corrigir o destino das instruções',
  EXECUTAR_INSTRUCAO: 'Operar as pontes: escolher, pular, pegar e soltar',
  RESOLVER_DIVERGENCIAS:
    'Aplicar ou descartar as operações feitas sem conexão que o servidor recusou',
  CADASTRAR_DESPACHO: 'Criar operações de despacho',
  EDITAR_DESPACHO: 'Incluir e remover bobinas de um despacho',
  EXCLUIR_DESPACHO: 'Excluir operações de despacho',
  FINALIZAR_DESPACHO: 'Finalizar operações de despacho',
  IMPRIMIR_ETIQUETAS: 'Gerar e imprimir etiquetas de bobinas e endereços',
  REALIZAR_INVENTARIO: 'Abrir, ler, concluir e corrigir inventários do pátio',
};

/** The description of a permission code; an unknown code has none. */
export function descricaoPermissao(nome: string): string | undefined {
  return isPermissao(nome) ? DESCRICOES_PERMISSAO[nome] : undefined;
}

export function isPermissao(nome: string): nome is Permissao {
  return (PERMISSOES as readonly string[]).includes(nome);
}

/**
 * How a route or an action declares what it needs: one permission, any of several, or all of
 * several. `null` means a valid login is enough. The web route table and the server guard both
 * evaluate it with `satisfies`, so the menu, the client guard and the server never disagree.
 */
export type PermissionRule =
  | null
  | Permissao
  | { anyOf: readonly Permissao[] }
  | { allOf: readonly Permissao[] };

export function satisfies(rule: PermissionRule, held: Iterable<string>): boolean {
  if (rule === null) return true;
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  if (typeof rule === 'string') return set.has(rule);
  if ('anyOf' in rule) return rule.anyOf.some((p) => set.has(p));
  return rule.allOf.every((p) => set.has(p));
}

export function ruleNames(rule: PermissionRule): Permissao[] {
  if (rule === null) return [];
  if (typeof rule === 'string') return [rule];
  return 'anyOf' in rule ? [...rule.anyOf] : [...rule.allOf];
}
