import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';

export const MSG_USUARIO_NAO_ENCONTRADO = 'Usuário não encontrado.';
export const MSG_LOGIN_OU_EMAIL_DUPLICADO = 'Login ou email ja cadastrado.';
export const MSG_PROPRIO_USUARIO = 'Você não pode excluir ou desativar o seu próprio usuário.';
export const MSG_PERFIL_INEXISTENTE = 'Perfil não encontrado.';

export const usuarioNaoEncontrado = () => notFound('NAO_ENCONTRADO', MSG_USUARIO_NAO_ENCONTRADO);

/**
 * Writing a user: the unique indexes on lower(login)/lower(email) are the real check (two
 * requests racing for one login both pass any prior read), and a profile deleted meanwhile
 * breaks the foreign key. Anything else passes through untouched.
 */
export function traduzirErroUsuario(err: unknown): unknown {
  if (isUniqueViolation(err, 'usuarios_login_lower_uq')) {
    return conflict('DUPLICADO', MSG_LOGIN_OU_EMAIL_DUPLICADO, 'login');
  }
  if (isUniqueViolation(err, 'usuarios_email_lower_uq')) {
    return conflict('DUPLICADO', MSG_LOGIN_OU_EMAIL_DUPLICADO, 'email');
  }
  if (isUniqueViolation(err)) return conflict('DUPLICADO', MSG_LOGIN_OU_EMAIL_DUPLICADO);
  if (isForeignKeyViolation(err)) return badRequest(MSG_PERFIL_INEXISTENTE, 'perfis');
  return err;
}
