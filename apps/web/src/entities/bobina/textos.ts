/** The coil screens' user-facing texts (docs/product/main-yard.md#coil-list, docs/product/main-yard.md#messages), exactly as the specification words them. */
import { CONFIRMAR_OPERACAO } from '@patio/domain';

export const TXT = {
  vazio: 'Nenhuma bobina encontrada.',
  erroListar: 'Erro ao carregar bobinas',
  erroFiltrar: 'Erro ao filtrar bobinas',
  filtrarTitulo: 'Filtrar Bobinas',
  criada: 'Bobina criada com sucesso.',
  atualizada: 'Bobina atualizada com sucesso.',
  excluida: 'Bobina excluída com sucesso.',
  enderecoCorrigido: 'Endereço corrigido com sucesso.',
  erroCriar: 'Erro ao criar a bobina.',
  erroAtualizar: 'Erro ao atualizar bobina.',
  erroObter: 'Erro ao obter bobina.',
  naoEncontrada: 'Bobina não encontrada.',
  erroCorrigir: 'Erro ao corrigir endereço da bobina.',
  erroExcluir: 'Essa bobina não pode ser excluída.',
  erroHistorico: 'Erro ao carregar o histórico da bobina.',
  naoPermitido: 'Não permitido!',
  confirmarOperacao: CONFIRMAR_OPERACAO,
  confirmarExclusao: 'Deseja realmente excluir esta bobina?',
  simExcluir: 'Sim, excluir',
  naoCancelar: 'Não, cancelar',
  sim: 'Sim',
  cancelar: 'Cancelar',
  tituloCriar: 'Cadastrar nova bobina',
  tituloAtualizar: 'Atualizar bobina',
  opCriar: 'Cadastrar nova',
  opAtualizar: 'Atualizar',
  opVisualizar: 'Visualizar',
  enderecoPlaceholder: '000 - AAA - 0',
} as const;

/**
 * The address-correction dialog's texts. The main yard words them with accents (docs/product/main-yard.md); the
 * reserve lists open the same dialog with docs/product/operations.md's unaccented wording (listas/textos.ts).
 */
export interface TextosCorrecao {
  sucesso: string;
  erro: string;
  naoPermitido: string;
  /** Appended to a yard rule's message when the operator is asked to force it. */
  confirmar: string;
}

export const TEXTOS_CORRECAO_PATIO: TextosCorrecao = {
  sucesso: TXT.enderecoCorrigido,
  erro: TXT.erroCorrigir,
  naoPermitido: TXT.naoPermitido,
  confirmar: TXT.confirmarOperacao,
};

/** Breadcrumb trail of the coil screens; the last crumb names the operation. */
export const TRILHA_BOBINAS = ['Bobinas', 'Patio ABQ2', 'Listar Bobinas'] as const;

export const MIGALHA = {
  criar: 'Cadastrar Bobina',
  atualizar: 'Atualizar Bobina',
  visualizar: 'Visualizar Bobina',
} as const;

/** Title, operation label and last crumb of the coil form (docs/product/main-yard.md#coil-form). */
export function rotulosDoFormulario(id: number, view = false) {
  const existe = id > 0;
  return {
    titulo: existe ? TXT.tituloAtualizar : TXT.tituloCriar,
    operacao: view ? TXT.opVisualizar : existe ? TXT.opAtualizar : TXT.opCriar,
    migalha: view ? MIGALHA.visualizar : existe ? MIGALHA.atualizar : MIGALHA.criar,
  };
}

/** `/bobina/{id}` reads the id as an integer, 0 (create) when absent or unreadable. */
export function idDaRota(param: string | undefined): number {
  const n = Number(param);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
