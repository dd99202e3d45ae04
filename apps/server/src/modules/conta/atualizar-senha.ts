import type { TAlterarSenha } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { gravarSenha, hashSenha, lerSenhaHash, verificarSenha } from '../auth/senha.ts';
import { abrirSessao, type Origem } from '../sessoes/abrir-sessao.ts';
import { conferirComLimite } from './tentativas-login.ts';

/**
 * Own password change (PUT Avatar/{login}): only one's own, and only knowing the current one.
 * Every session of the user ends (this one too); the reply carries the token of a new one.
 * A wrong current password counts toward the login's attempt limits (429 once locked).
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
    throw forbidden('SEM_PERMISSAO', 'Você só pode alterar a sua própria senha.');
  }
  // Knowing the current password is what a guesser with a stolen session would try: it counts
  // toward the same limits as a login.
  const certa = await conferirComLimite(
    db,
    { login: usuario.login, ip: origem.ip, email: usuario.email },
    async () => {
      const atual = await lerSenhaHash(db, usuario.id);
      return Boolean(atual) && (await verificarSenha(input.senha, atual as string));
    },
  );
  if (!certa) throw badRequest('Senha atual incorreta.', 'senha');
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
