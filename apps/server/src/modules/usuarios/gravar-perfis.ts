import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfis, usuarioPerfis } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';

/** Replaces the user's profiles with `ids`, refusing ids that name no profile. */
export async function gravarPerfis(tx: Executor, usuarioId: number, ids: number[]) {
  await tx.delete(usuarioPerfis).where(eq(usuarioPerfis.usuarioId, usuarioId));
  if (ids.length === 0) return;
  const existentes = await tx.select({ id: perfis.id }).from(perfis).where(inArray(perfis.id, ids));
  const faltam = ids.filter((id) => !existentes.some((p) => p.id === id));
  if (faltam.length > 0) {
    throw badRequest(`Perfil não encontrado: ${faltam.join(', ')}.`, 'perfis');
  }
  await tx.insert(usuarioPerfis).values(ids.map((perfilId) => ({ usuarioId, perfilId })));
}
