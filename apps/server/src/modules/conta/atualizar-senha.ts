import type { TAlterarSenha } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import { hashSenha, verificarSenha } from '../../lib/password.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { gravarSenha, lerSenhaHash } from '../auth/senha-hash.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { abrirSessao, type Origem } from '../sessoes/abrir-sessao.ts';

/**
 * Own password change (PUT Avatar/{login}): only one's own, and only knowing the current one.
 * Every session of the user ends (this one too); the reply carries the token of a new one.
 */
export async function atualizarSenha(
  db: Db,
  tokens: TokenService,
  usuario: UsuarioAutenticado,
  login: string,
  input: TAlterarSenha,
  origem: Origem = {},
) {
  if (login.toLowerCase() !== usuario.login.toLowerCase()) {
    throw forbidden('Você só pode alterar a sua própria senha.');
  }
  const atual = await lerSenhaHash(db, usuario.id);
  if (!atual || !(await verificarSenha(input.senha, atual))) {
    throw badRequest('Senha atual incorreta.', 'senha');
  }
  const novo = await hashSenha(input.novaSenha);
  await db.transaction(async (tx) => {
    await gravarSenha(tx, usuario.id, novo);
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Usuário ${usuario.login} alterou a própria senha.`,
      emailResponsavel: usuario.email,
    });
  });
  const token = await abrirSessao(
    db,
    tokens,
    { ...usuario, tokenVersion: usuario.tokenVersion + 1 },
    origem,
  );
  return { mensagem: 'Senha alterada com sucesso', token };
}
