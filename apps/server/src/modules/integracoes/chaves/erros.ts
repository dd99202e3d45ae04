import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-error.ts';

export const MSG_CHAVE = {
  invalida: 'Chave de integração inválida ou revogada.',
  naoEncontrada: 'Chave de integração não encontrada ou já revogada.',
  nomeEmUso: 'Já existe uma chave ativa com este nome.',
  perfil: 'Perfil de acesso não encontrado.',
  revogada: 'Chave revogada: ela deixa de valer na próxima chamada.',
} as const;

export const chaveNaoEncontrada = () => notFound('NAO_ENCONTRADO', MSG_CHAVE.naoEncontrada);

/** The active-name index and the profile's foreign key decide, so two racing creates agree. */
export function traduzirErroChave(err: unknown): unknown {
  if (isUniqueViolation(err, 'chaves_integracao_nome_uq'))
    return conflict('DUPLICADO', MSG_CHAVE.nomeEmUso, 'nome');
  if (isForeignKeyViolation(err)) return badRequest(MSG_CHAVE.perfil, 'perfilId');
  return err;
}
