import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfilPermissoes, permissoes } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';

/** Replaces the profile's permissions with `ids`, refusing ids that name no permission. */
export async function gravarPermissoes(tx: Executor, perfilId: number, ids: number[]) {
  const existentes = await tx
    .select({ id: permissoes.id })
    .from(permissoes)
    .where(inArray(permissoes.id, ids));
  const faltam = ids.filter((id) => !existentes.some((p) => p.id === id));
  if (faltam.length > 0) {
    throw badRequest(`Permissão inexistente: ${faltam.join(', ')}.`, 'papeis');
  }
  await tx.delete(perfilPermissoes).where(eq(perfilPermissoes.perfilId, perfilId));
  await tx.insert(perfilPermissoes).values(ids.map((permissaoId) => ({ perfilId, permissaoId })));
}
