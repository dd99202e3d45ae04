import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { traduzirErroBobina } from '../bobinas/erros.ts';

/**
 * Refusals of the instruction and crane calls (docs/product/operations.md#messages words the ones
 * the client shows).
 */
export const MSG_INSTRUCAO = {
  naoEncontrada: 'Instrução não encontrada.',
  bobinaNaoEncontrada: 'Bobina não encontrada.',
  bobinaForaDoPatio: 'A bobina não está no pátio.',
  jaAberta: 'Já existe uma instrução aberta para esta bobina.',
  destinoReservado: 'Este destino já está reservado para outra instrução aberta.',
  concluida: 'Instrução já concluída.',
  iniciadaExcluir: 'Instrução já iniciada. Você não pode excluí-la.',
  iniciadaDesmarcar: 'Instrução já iniciada. Você não pode desmarcá-la.',
  despachoSemDestino:
    'Uma instrução de despacho leva a bobina ao veículo e não tem destino no pátio.',
  despachoExcluir: 'Esta instrução pertence a um despacho: remova a bobina do despacho.',
  remanejamentoExcluir: (lotes: readonly string[]) =>
    `Este remanejamento libera ${lotes.join(', ')}: exclua a instrução que ele libera (ou retire a bobina do despacho).`,
  outraPonte: 'Instrução já selecionada em outra ponte.',
  maximo: (n: number) =>
    `Esta ponte já tem ${n} instrução(ões); uma ponte executa no máximo duas instruções.`,
  ponteAlterada: 'A ponte foi alterada por outra operação. Atualize e tente novamente.',
  semOperacao: 'Nenhuma instrução selecionada nesta ponte.',
  naoNaPonte: 'Instrução não encontrada nesta ponte.',
  jaPega: 'A bobina desta instrução já foi pega.',
  naoPega: 'Pegue a bobina antes de soltá-la.',
  foraDoDespacho: 'A bobina não está mais neste despacho.',
} as const;

export const instrucaoNaoEncontrada = () => notFound('NAO_ENCONTRADO', MSG_INSTRUCAO.naoEncontrada);

/**
 * Database refusals of an instruction write: the unique indexes settle the races the checks
 * cannot (one open instruction per coil, one per destination, one per crane position); the
 * coil's own refusals (occupied slot, pyramid trigger) pass to the coil translator.
 */
export function traduzirErroInstrucao(err: unknown): unknown {
  if (isUniqueViolation(err, 'instrucoes_bobina_aberta_uq'))
    return conflict('EM_USO', MSG_INSTRUCAO.jaAberta);
  if (isUniqueViolation(err, 'instrucoes_destino_aberto_uq')) {
    return conflict('OCUPADO', MSG_INSTRUCAO.destinoReservado, 'destino');
  }
  if (isUniqueViolation(err, 'instrucoes_ponte_ordem_uq'))
    return conflict('ALTERADO', MSG_INSTRUCAO.ponteAlterada);
  return traduzirErroBobina(err);
}
