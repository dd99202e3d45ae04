import type { TLogin } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/http-error.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { carregarUsuario } from '../auth/carregar-usuario.ts';
import { HASH_FICTICIO, lerSenhaHash, verificarSenha } from '../auth/senha.ts';
import { abrirSessao, type Origem } from '../sessoes/abrir-sessao.ts';
import { conferirComLimite } from './tentativas-login.ts';

export const MSG_LOGIN_INVALIDO = 'Usuário ou senha incorretos.';

/**
 * Checks the password and issues a token. Unknown login, wrong password and inactive user get
 * the same answer after the same work, so the reply tells nothing about which accounts exist.
 * The attempt counts toward the login's limits before the password is checked.
 */
export async function login(db: Db, tokens: TokenService, input: TLogin, origem: Origem = {}) {
  const chave = input.login.trim().toLowerCase();
  const usuario = await carregarUsuario(db, { login: chave });
  const ok = await conferirComLimite(
    db,
    { login: chave, ip: origem.ip, email: usuario?.email ?? null },
    async () => {
      const hash = usuario ? await lerSenhaHash(db, usuario.id) : null;
      const certa = await verificarSenha(input.senha, hash ?? HASH_FICTICIO);
      return Boolean(usuario?.isActivated) && certa;
    },
  );
  if (!ok || !usuario) throw unauthorized(MSG_LOGIN_INVALIDO);
  const token = await abrirSessao(db, tokens, usuario, origem);
  return { login: usuario.login, token, permissoes: [...usuario.permissoes].sort() };
}
