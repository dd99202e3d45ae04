import type { TextosCorrecao } from '../bobinas/textos.ts';

/** The reserve list's user-facing texts (part2 §2.1–2.3, §4, §5, §8), exactly as the specification words them. */
export const TXT = {
  titulo: 'Patio reserva de bobinas',
  vazio: 'Nenhuma bobina encontrada.',
  erroCarregar: 'Erro ao carregar a lista de bobinas',
  erroFiltrar: 'Erro ao filtrar bobinas',
  erroExcluir: 'Erro ao excluir bobinas.',
  erroImportar: 'Erro ao importar as bobinas.',
  erroOrdem: 'Erro ao salvar a nova ordem das bobinas.',
  erroTicar: 'Erro ao ticar bobina.',
  semOrdem: 'Nenhuma bobina foi selecionada para alterar a ordem.',
  telaVazia: 'Nao ha bobinas nesta tela.',
  semSelecao: 'Nenhuma bobina foi selecionada para exclusao.',
  excluidas: 'Bobinas excluidas com sucesso.',
  importadas: 'Bobinas importadas com sucesso.',
  ordemSalva: 'Ordem das bobinas salva com sucesso.',
  confirmarExclusao: 'Deseja realmente excluir as bobinas selecionadas?',
  simExcluir: 'Sim, excluir',
  naoCancelar: 'Nao, cancelar',
  copiado: (lote: string) => `Lote "${lote}" copiado para a area de transferencia.`,
  naoCopiado: 'Nao foi possivel copiar o lote.',
  modoEdicaoTitulo: 'Modo edicao ativado',
  modoEdicaoTexto:
    'A tabela de bobinas esta no modo edicao. Clique em salvar para confirmar as alteracoes.',
  ativarEdicao: 'Ativar modo edicao',
  atencao: 'Atencao',
  erroArquivo: 'Erro ao importar arquivo',
  importarLista: 'Importar lista',
  novo: 'Novo',
  visualizar: 'Visualizar',
  editar: 'Editar',
  corrigirEndereco: 'Corrigir Endereco',
  tituloCriar: 'Cadastrar nova bobina',
  tituloAtualizar: 'Atualizar bobina',
  tituloVisualizar: 'Visualizar bobina',
} as const;

/** The address correction opened from a reserve list, as part2 §8 words it. */
export const TEXTOS_CORRECAO_RESERVA: TextosCorrecao = {
  sucesso: 'Endereco corrigido com sucesso.',
  erro: 'Erro ao corrigir endereco da bobina.',
  naoPermitido: 'Nao permitido!',
  confirmar: 'Deseja confirmar esta operacao?',
};

/** Breadcrumb of the reserve screens (part2 §2.1). */
export const TRILHA_RESERVA = ['Bobinas', 'Patio reserva', 'Listar Bobinas'] as const;

/** Column titles (part2 §2.1). */
export const COLUNA = {
  ordem: 'Ordem',
  lote: 'Lote',
  grupo: 'Grupo',
  material: 'Material',
  fluxo: 'Fluxo',
  lege: 'Resfriamento Forcado',
  marcar: 'Marcar',
  acoes: 'Acoes',
} as const;
