/**
 * The handful of people the history names (their e-mails are in the movements and events).
 * They get a random password nobody knows: an administrator sets one when someone needs it.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hashSenha } from '../../modules/auth/senha.ts';
import { USUARIOS } from './comum.ts';

export async function inserirUsuarios(tx: Executor): Promise<void> {
  const hash = await hashSenha(randomBytes(18).toString('base64url'));
  for (const u of USUARIOS) {
    await tx.execute(sql`
      insert into usuarios (nome, login, email, senha_hash)
      select ${u.nome}, ${u.login}, ${u.email}, ${hash}
      where not exists (
        select 1 from usuarios where lower(login) = lower(${u.login}) or lower(email) = lower(${u.email}))`);
  }
}
