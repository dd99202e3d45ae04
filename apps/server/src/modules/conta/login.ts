import type { TLogin } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { tooMany, unauthorized } from '../../lib/http-error.ts';
import { HASH_FICTICIO, verificarSenha } from '../../lib/password.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { carregarUsuario } from '../auth/carregar-usuario.ts';
import { lerSenhaHash } from '../auth/senha-hash.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { abrirSessao, type Origem } from '../sessoes/abrir-sessao.ts';
import { limparFalhas, MAX_FALHAS, registrarFalha, segundosBloqueado } from './tentativas-login.ts';

export const MSG_LOGIN_INVALIDO = 'Usuário ou senha incorretos.';

/**
 * Checks the password and issues a token. Unknown login, wrong password and inactive user get
 * the same answer after the same work, so the reply tells nothing about which accounts exist.
 */
export async function login(db: Db, tokens: TokenService, input: TLogin, origem: Origem = {}) {
  const chave = input.login.trim().toLowerCase();
  const espera = await segundosBloqueado(db, chave);
  if (espera > 0) throw bloqueado(espera);

  const usuario = await carregarUsuario(db, { login: chave });
  const hash = usuario ? await lerSenhaHash(db, usuario.id) : null;
  const ok = await verificarSenha(input.senha, hash ?? HASH_FICTICIO);

  if (!usuario || !ok || !usuario.isActivated) {
    const falhas = await db.transaction(async (tx) => {
      const n = await registrarFalha(tx, chave);
      if (n >= MAX_FALHAS) {
        await registrarEvento(tx, {
          tipo: 'ALERTA',
          descricao: `Login "${chave}" bloqueado após ${n} tentativas com senha incorreta.`,
          emailResponsavel: usuario?.email ?? null,
        });
      }
      return n;
    });
    if (falhas >= MAX_FALHAS) throw bloqueado(await segundosBloqueado(db, chave));
    throw unauthorized(MSG_LOGIN_INVALIDO);
  }

  await limparFalhas(db, chave);
  const token = await abrirSessao(db, tokens, usuario, origem);
  return { login: usuario.login, token, permissoes: [...usuario.permissoes].sort() };
}

function bloqueado(segundos: number) {
  return tooMany(
    `Muitas tentativas de login. Tente novamente em ${Math.max(segundos, 1)} segundos.`,
  );
}
