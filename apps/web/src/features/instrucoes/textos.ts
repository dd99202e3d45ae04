/** The instruction screens' texts (part2 §2.6, §2.7, §8), as the specification words them. */
export const TXT = {
  titulo: 'Instruções',
  trilha: 'Bobinas',
  listar: 'Listar Instruções',
  vazio: 'Nenhuma instrução encontrada.',
  // part2 §8 leaves the list's failures unworded; these follow the other lists.
  erroListar: 'Erro ao carregar instruções',
  erroFiltrar: 'Erro ao filtrar instruções',
  tituloCriar: 'Cadastrar nova instrução',
  tituloAtualizar: 'Atualizar instrução',
  migalhaCriar: 'Cadastrar',
  migalhaAtualizar: 'Atualizar',
  criada: 'Instrução criada com sucesso',
  atualizada: 'Instrução atualizada com sucesso',
  excluida: 'Instrução excluída com sucesso',
  erroCriar: 'Erro ao criar instrução',
  erroAtualizar: 'Erro ao atualizar instrução',
  erroObter: 'Erro ao obter instrução',
  erroExcluir: 'Não foi possível excluir a instrução.',
  confirmarExclusao: 'Deseja realmente excluir esta instrução?',
  simExcluir: 'Sim, excluir',
  naoCancelar: 'Não, cancelar',
  atencao: 'Atenção!',
  corrigirDestino: 'Corrigir Destino',
  excluir: 'Excluir',
  enderecoAtual: (e: string | null) => `Endereço atual da bobina: ${e ?? '(sem endereço)'}`,
  semBobina: 'Nenhuma bobina no pátio com este lote.',
  destinoAjuda: 'Grupo (4 dígitos), coluna A–H, N (chão) ou P (pirâmide), 0 e fila 1–9: 0001AN09',
  despacho: (identificacao: string | null) => `Despacho ${identificacao ?? ''}`.trim(),
} as const;

export const ROTULO_TIPO: Record<string, string> = { MANUAL: 'Manual', DESPACHO: 'Despacho' };
