import { type CodigoRegra, MENSAGENS_PATIO } from '@patio/domain';
import {
  constraintOf,
  isCheckViolation,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../../lib/db-errors.ts';
import { conflict, notFound, recusaDoPatio } from '../../lib/http-error.ts';

export const MSG_BOBINA = {
  naoEncontrada: 'Bobina não encontrada.',
  loteDuplicado: 'Já existe uma bobina com este lote.',
  emMovimento: 'A bobina está em movimento pela ponte; aguarde o fim da instrução.',
  expedida: 'A bobina já foi expedida e não pode ser alterada.',
  naoEstaNoPatio: 'A bobina não está no pátio principal e não pode ser excluída por aqui.',
  vinculada: 'A bobina está vinculada a uma lista, instrução ou despacho e não pode ser excluída.',
  movidaPorOutro: 'A bobina foi movimentada por outra operação. Atualize e tente novamente.',
  somenteLeitura: 'Este campo não pode ser alterado.',
  usarCorrecao: 'Use "Corrigir Endereço" para mudar o endereço.',
  mesmoEndereco: 'A bobina já está neste endereço.',
  instrucaoAberta:
    'A bobina tem uma instrução aberta. Exclua a instrução (ou retire a bobina do despacho) antes.',
} as const;

const regra = (codigo: CodigoRegra, mensagem: string) =>
  recusaDoPatio([{ regra: codigo, status: 409, mensagem }]);

export const bobinaNaoEncontrada = () => notFound('NAO_ENCONTRADO', MSG_BOBINA.naoEncontrada);

/**
 * Database refusals of a coil write, as answers. The unique indexes decide the races the
 * service checks cannot (two placements on one slot, two coils with one lot); the pyramid
 * trigger is the backstop of the support rule. Anything else passes through untouched.
 */
export function traduzirErroBobina(err: unknown): unknown {
  if (isUniqueViolation(err, 'bobinas_endereco_uq'))
    return regra('OCUPADO', MENSAGENS_PATIO.ocupado);
  if (isUniqueViolation(err, 'bobinas_lote_ativo_uq'))
    return conflict('DUPLICADO', MSG_BOBINA.loteDuplicado);
  if (isCheckViolation(err) && constraintOf(err) === 'bobinas_piramide_apoio') {
    return regra('SEM_APOIO', MENSAGENS_PATIO.semApoio);
  }
  if (isCheckViolation(err) && constraintOf(err) === 'bobinas_empilhada') {
    return regra('EMPILHADA', MENSAGENS_PATIO.empilhada);
  }
  if (isForeignKeyViolation(err)) return conflict('EM_USO', MSG_BOBINA.vinculada);
  return err;
}
