import type { TipoLista } from '@patio/domain';
import type { TextosCorrecao } from '../../entities/bobina/textos.ts';
import { descricaoTipoLista } from './tipos.ts';

/**
 * The reserve list's user-facing texts (docs/product/operations.md#reserve-list,
 * docs/product/operations.md#reserve-item-form, docs/product/operations.md#reorder-mode,
 * docs/product/operations.md#validation, docs/product/operations.md#messages), exactly as the
 * specification words them.
 */
export const TXT = {
  titulo: 'Patio reserva de bobinas',
  vazio: 'Nenhuma bobina encontrada.',
  erroCarregar: 'Erro ao carregar a lista de bobinas',
  erroFiltrar: 'Erro ao filtrar bobinas',
  filtrarTitulo: 'Filtrar Bobinas',
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
  // Not worded by the specification (the tick's undo).
  ticada: (lote: string) => `Bobina ${lote} marcada.`,
  desmarcada: (lote: string) => `Marcação da bobina ${lote} desfeita.`,
  erroDesmarcar: 'Erro ao desfazer a marcação.',
  moverPara: 'Mover para a posição…',
  novaPosicao: 'Nova posição',
  mover: 'Mover',
  salveAntes: 'Salve ou cancele a ordem alterada antes de mover uma bobina para uma posição.',
  seraoExcluidas: (n: number, tipo: TipoLista) =>
    n === 1
      ? `1 bobina da lista ${descricaoTipoLista(tipo)} será excluída.`
      : `${n} bobinas da lista ${descricaoTipoLista(tipo)} serão excluídas.`,
} as const;

/**
 * The address correction opened from a reserve list, as docs/product/operations.md#messages words
 * it.
 */
export const TEXTOS_CORRECAO_RESERVA: TextosCorrecao = {
  sucesso: 'Endereco corrigido com sucesso.',
  erro: 'Erro ao corrigir endereco da bobina.',
  naoPermitido: 'Nao permitido!',
  confirmar: 'Deseja confirmar esta operacao?',
};

/** Breadcrumb of the reserve screens (docs/product/operations.md#reserve-list). */
export const TRILHA_RESERVA = ['Bobinas', 'Patio reserva', 'Listar Bobinas'] as const;

/** Column titles (docs/product/operations.md#reserve-list). */
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
