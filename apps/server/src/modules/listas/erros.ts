import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { traduzirErroBobina } from '../bobinas/erros.ts';

export const MSG_LISTA = {
  alterada: 'A lista foi alterada por outro operador. Recarregue e tente novamente.',
  naoEncontrada: 'Bobina não encontrada na lista reserva.',
  jaTicada: 'A bobina já foi marcada e não está mais na lista.',
  naoPlanejada: 'A bobina já saiu do pátio reserva e não pode ser alterada por aqui.',
  naoTicada: 'A bobina não está marcada: não há marcação a desfazer.',
  prazoDesmarcar: 'O prazo para desfazer a marcação terminou.',
  somenteLeitura: 'Este campo não pode ser alterado.',
  excluidas: 'Bobinas excluidas com sucesso.',
  importadas: 'Bobinas importadas com sucesso.',
  ordemSalva: 'Ordem das bobinas salva com sucesso.',
} as const;

export const itemNaoEncontrado = () => notFound('NAO_ENCONTRADO', MSG_LISTA.naoEncontrada);

/**
 * Database refusals of a list write. The list locks make these rare; when two writers still
 * meet (a coil placed while its list is renumbered), the deferred sequence constraint and the
 * one-open-item index decide, and the loser is told to reload. Coil refusals (lot in use) as
 * the coil calls answer them.
 */
export function traduzirErroLista(err: unknown): unknown {
  if (
    isUniqueViolation(err, 'listas_tipo_sequencia_uq') ||
    isUniqueViolation(err, 'listas_bobina_aberta_uq')
  ) {
    return conflict('ALTERADO', MSG_LISTA.alterada);
  }
  return traduzirErroBobina(err);
}
