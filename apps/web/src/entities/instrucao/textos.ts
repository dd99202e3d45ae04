/**
 * The instruction screens' texts (docs/product/operations.md#instruction-list,
 * docs/product/operations.md#instruction-form, docs/product/operations.md#messages), as the
 * specification words them.
 */
import { ponteDoCodigo } from '@patio/domain';

export const TXT = {
  titulo: 'Instruções',
  trilha: 'Bobinas',
  listar: 'Listar Instruções',
  vazio: 'Nenhuma instrução encontrada.',
  // docs/product/operations.md#messages leaves the list's failures unworded; these follow the other
  // lists.
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
  naoEncontrada: 'Instrução não encontrada.',
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
  /** What a relocation frees (docs/relocation.md). */
  libera: (lotes: readonly string[]) => `Libera ${lotes.join(', ')}`,
} as const;

export const ROTULO_TIPO: Record<string, string> = {
  MANUAL: 'Manual',
  DESPACHO: 'Despacho',
  REMANEJAMENTO: 'Remanejamento',
};

/** The badge colour of each instruction type. */
export const COR_TIPO: Record<string, string> = {
  MANUAL: 'blue',
  DESPACHO: 'gold',
  REMANEJAMENTO: 'purple',
};

/** Where a crane holds it, as the yard names cranes (PR#493). */
export const nomeDaPonte = (codigo: string | null) =>
  (codigo ? ponteDoCodigo(codigo) : null) ?? codigo ?? '';
