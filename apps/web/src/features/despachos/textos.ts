/**
 * The dispatch screens' texts (docs/product/operations.md#dispatch-list,
 * docs/product/operations.md#dispatch-form, docs/product/operations.md#messages), exactly as the
 * specification words them.
 */
export const TXT = {
  titulo: 'Operações de Despacho',
  bobinas: 'Bobinas',
  colIdentificacao: 'Identificação',
  colModal: 'Tipo de despacho',
  colQuantidade: 'Bobinas carregadas (total)',
  vazio: 'Nenhuma despacho encontrado.',
  todos: 'Todos',
  erroListar: 'Erro ao listar operações de despacho',
  confirmarFinalizar: 'Deseja realmente finalizar esta operação de despacho?',
  confirmarExcluir: 'Deseja realmente excluir esta operação de despacho?',
  atencao: 'Atenção',
  sim: 'Sim',
  nao: 'Não',
  finalizado: 'Operação de despacho finalizada com sucesso',
  excluido: 'Operação de despacho excluída com sucesso',
  erroFinalizar: 'Erro ao finalizar operação de despacho',
  erroExcluir: 'Erro ao excluir operação de despacho',
  criado:
    'Despacho criado com sucesso. Aguarde um momento, as bobinas estão sendo movidas para o despacho.',
  erroCriar: 'Erro ao criar despacho',
  adicionadas: 'Bobina(s) adicionada(s) ao despacho com sucesso',
  removidas: 'Bobina(s) removida(s) do despacho com sucesso',
  erroAdicionar: 'Erro ao adicionar bobina ao despacho',
  erroRemover: 'Erro ao remover bobina do despacho',
  /** Matched word for word: the coil is on the vehicle, the address correction takes it back. */
  jaCarregada: 'Esse carregamento já foi realizado no sistema e não pode ser excluído.',
  erroBobinas: 'Ocorreu um erro ao obter as bobinas.',
  erroObter: 'Erro ao obter operação de despacho',
  naoEncontrado: 'Operação de despacho não encontrada.',
  campoIdentificacao: 'Identificação',
  campoModal: 'Tipo de despacho',
  dualList: 'Bobinas para despacho',
  ladoDespacho: 'Bobinas do despacho',
  ladoPatio: 'Bobinas no pátio',
  tituloCriar: 'Cadastrar operação de despacho',
  tituloEditar: 'Atualizar operação de despacho',
  // Not in the specification: a finalized dispatch is read-only.
  tituloVisualizar: 'Visualizar operação de despacho',
  avisoFinalizado:
    'Despacho finalizado: as bobinas já foram expedidas e ele não pode mais ser alterado.',
  // Not in the specification: how the list tells open dispatches from shipped ones.
  situacao: 'Situação',
  abertos: 'Em aberto',
  finalizados: 'Finalizados',
  tagFinalizado: 'Finalizado',
  tagCarregada: 'Carregada',
} as const;
