import { MSG_CONCEDER } from '@patio/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfilPermissoes, permissoes, usuarioPerfis } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from './carregar-usuario.ts';

/** Each of these users' permissions (the union of their profiles'); a user with none: empty. */
export async function permissoesDosUsuarios(
  db: Executor,
  usuarioIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const mapa = new Map(usuarioIds.map((id) => [id, new Set<string>()]));
  if (usuarioIds.length === 0) return mapa;
  const rows = await db
    .select({ usuarioId: usuarioPerfis.usuarioId, nome: permissoes.nome })
    .from(usuarioPerfis)
    .innerJoin(perfilPermissoes, sql`${perfilPermissoes.perfilId} = ${usuarioPerfis.perfilId}`)
    .innerJoin(permissoes, sql`${permissoes.id} = ${perfilPermissoes.permissaoId}`)
    .where(inArray(usuarioPerfis.usuarioId, [...usuarioIds]));
  for (const r of rows) mapa.get(r.usuarioId)?.add(r.nome);
  return mapa;
}

/**
 * Nobody grants a right they do not hold: after a save (inside its transaction), every user in
 * `antes` must have gained only permissions the acting user holds, else 403 and the caller's
 * transaction rolls back. Taking rights away, or keeping those a user already had, is allowed.
 */
export async function exigirConcessaoPermitida(
  db: Executor,
  ator: Pick<UsuarioAutenticado, 'permissoes'>,
  antes: Map<number, Set<string>>,
): Promise<void> {
  const depois = await permissoesDosUsuarios(db, [...antes.keys()]);
  for (const [id, agora] of depois) {
    const tinha = antes.get(id) ?? new Set<string>();
    for (const p of agora) {
      if (!tinha.has(p) && !ator.permissoes.has(p)) throw forbidden('SEM_PERMISSAO', MSG_CONCEDER);
    }
  }
}
