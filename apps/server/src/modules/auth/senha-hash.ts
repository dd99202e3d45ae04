import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { redefinicoesSenha, usuarios } from '../../db/schema.ts';
import { revogarSessoes } from '../sessoes/revogar-sessoes.ts';

export async function lerSenhaHash(db: Executor, usuarioId: number): Promise<string | null> {
  const [row] = await db
    .select({ senhaHash: usuarios.senhaHash })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return row?.senhaHash ?? null;
}

/**
 * Stores a new hash, bumps the token version and ends every open session of the user: every
 * token issued before stops working, on every server process. The user's reset links not yet
 * used are spent too: a link mailed before the change must not undo it.
 */
export async function gravarSenha(db: Executor, usuarioId: number, senhaHash: string) {
  await db
    .update(usuarios)
    .set({ senhaHash, tokenVersion: sql`${usuarios.tokenVersion} + 1` })
    .where(eq(usuarios.id, usuarioId));
  await revogarSessoes(db, usuarioId);
  await db
    .update(redefinicoesSenha)
    .set({ usedAt: sql`now()` })
    .where(and(eq(redefinicoesSenha.usuarioId, usuarioId), isNull(redefinicoesSenha.usedAt)));
}
