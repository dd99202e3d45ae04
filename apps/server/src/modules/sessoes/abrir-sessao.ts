import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hashSessao } from '../../lib/sessao-hash.ts';
import type { TokenService } from '../../lib/tokens.ts';

export interface Origem {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * Records a new session and signs its token: the row's id is the hash of the token's `jti`
 * (`hashSessao`), so the guard can tell this session from the user's others while the database
 * holds nothing a token could be made from. The user's long-expired rows go meanwhile.
 */
export async function abrirSessao(
  db: Executor,
  tokens: TokenService,
  usuario: { id: number; login: string; tokenVersion: number },
  origem: Origem,
): Promise<string> {
  const jti = randomBytes(16).toString('base64url');
  await db.execute(sql`
    delete from sessoes where usuario_id = ${usuario.id} and expires_at < now() - interval '1 day'`);
  await db.execute(sql`
    insert into sessoes (id, usuario_id, expires_at, ip, user_agent)
    values (${hashSessao(jti)}, ${usuario.id}, now() + ${tokens.ttlSeconds} * interval '1 second',
      ${origem.ip ?? null}, ${origem.userAgent?.slice(0, 300) ?? null})`);
  return tokens.sign({ sub: usuario.id, login: usuario.login, ver: usuario.tokenVersion, jti });
}
