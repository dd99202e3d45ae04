import { MSG_TIPO_VEICULO } from '@patio/domain';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

export const tipoVeiculoNaoEncontrado = () =>
  notFound('NAO_ENCONTRADO', MSG_TIPO_VEICULO.naoEncontrado);

/** The unique index on lower(nome) settles two racing saves of one name. */
export function traduzirErroTipoVeiculo(err: unknown): unknown {
  if (isUniqueViolation(err, 'tipos_veiculo_nome_uq'))
    return conflict('DUPLICADO', MSG_TIPO_VEICULO.nomeDuplicado, 'nome');
  return err;
}
