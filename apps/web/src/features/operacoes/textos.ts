/**
 * The crane screen's texts (docs/product/operations.md#crane-screen,
 * docs/product/operations.md#messages), as the specification words them.
 */
export const TXT = {
  titulo: 'Instruções da Ponte',
  trilha: 'Bobinas',
  selecione: 'Selecione a Ponte Rolante desejada',
  semPermissao:
    'Para operar uma ponte é preciso a permissão EDITAR_INSTRUCAO ou EXECUTAR_INSTRUCAO.',
  avancar: 'Avançar',
  editarDestino: 'Editar destino',
  salvarDestino: 'Salvar destino',
  cancelarEdicao: 'Cancelar edição do destino',
  pular: 'Pular instrução',
  pegar: 'Pegar bobina',
  soltar: 'Soltar bobina',
  atencao: 'Atenção',
  jaSelecionadaOutra: 'Instrução já selecionada em outra ponte.',
  erroCriar: 'Erro ao criar instruções para a ponte.',
  erroPegar: 'Erro ao pegar instruções para a ponte.',
  erroSoltar: 'Erro ao soltar instruções para a ponte.',
  selecioneUma: 'Selecione ao menos uma instrução.',
  iniciadaNaoDesmarca: 'Instrução já iniciada. Você não pode desmarcá-la.',
  outroOperador: 'Algum operador selecionou essa instrução em outra ponte.',
  maximoDuas: 'Você pode selecionar no máximo duas instruções.',
  erroDestino: 'Erro ao atualizar destino',
  destinoAtualizado: 'Destino atualizado com sucesso',
  // Not worded by the specification.
  erroListar: 'Erro ao carregar as instruções para a ponte.',
  erroPular: 'Erro ao pular a instrução.',
  soExecutar:
    'Só quem tem a permissão EXECUTAR_INSTRUCAO coloca instruções na ponte: quem as coloca precisa poder pulá-las e executá-las.',
  nenhuma: 'Nenhuma instrução liberada para as pontes.',
  naPonte: (ponte: string) => `Na ponte ${ponte}`,
  remanejamento: 'Remanejamento',
  aguardando: (lotes: readonly string[]) =>
    `Instrução aguardando remanejamento de ${lotes.join(', ')}: selecione o remanejamento primeiro.`,
  semConexao: 'sem conexão — tentando novamente',
  semConexaoDetalhe:
    'A tela volta sozinha quando o servidor responder; um toque repetido não faz a ponte agir duas vezes.',
  emExecucao: 'Bobina na ponte',
  proxima: 'A seguir',
  origem: 'Origem',
  destino: 'Destino',
  // Scan-to-confirm (docs/etiquetas-e-leitura.md#confirmação-na-cabine).
  leiaBobina: (lote: string) => `Leia a etiqueta da bobina ${lote} para pegar`,
  leiaEndereco: (endereco: string) => `Leia a etiqueta do endereço ${endereco} para soltar`,
  // A vehicle has no address label: the drop there is not read.
  soltarNoVeiculo: (despacho: string) => `Solte no veículo: ${despacho}`,
  bobinaErrada: 'Bobina errada',
  enderecoErrado: 'Endereço errado',
  lido: 'Lido',
  esperadaBobina: 'A instrução é da bobina',
  esperadoEndereco: 'O destino é',
  nadaMudou: 'Nada foi movido.',
  entendi: 'Entendi',
} as const;
