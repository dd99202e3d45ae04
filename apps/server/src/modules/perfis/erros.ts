import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';

export const MSG_PERFIL_NAO_ENCONTRADO = 'Perfil não encontrado.';
export const MSG_PERFIL_DUPLICADO = 'Já existe um perfil com este nome.';

export const perfilNaoEncontrado = () => notFound('NAO_ENCONTRADO', MSG_PERFIL_NAO_ENCONTRADO);

/** The unique index on lower(nome) decides duplicates, so two racing saves cannot both win. */
export function traduzirErroPerfil(err: unknown): unknown {
  if (isUniqueViolation(err)) return conflict('DUPLICADO', MSG_PERFIL_DUPLICADO, 'nome');
  if (isForeignKeyViolation(err)) return badRequest('Permissão inexistente.', 'papeis');
  return err;
}
