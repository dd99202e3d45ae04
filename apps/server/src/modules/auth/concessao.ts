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

/** The permissions a profile grants now (what every key holding it acts with). */
export async function permissoesDoPerfil(db: Executor, perfilId: number): Promise<Set<string>> {
  const rows = await db
    .select({ nome: permissoes.nome })
    .from(perfilPermissoes)
    .innerJoin(permissoes, sql`${permissoes.id} = ${perfilPermissoes.permissaoId}`)
    .where(sql`${perfilPermissoes.perfilId} = ${perfilId}`);
  return new Set(rows.map((r) => r.nome));
}

/**
 * A machine key is a holder like any user (docs/integracao.md): a profile given to a key, or a
 * profile that live keys hold gaining permissions, may give them only what the actor holds or
 * they already had. `antes`: the permissions the keys had (empty for a new key).
 */
export async function exigirConcessaoAChaves(
  db: Executor,
  ator: Pick<UsuarioAutenticado, 'permissoes'>,
  perfilId: number,
  antes: Set<string>,
): Promise<void> {
  for (const p of await permissoesDoPerfil(db, perfilId)) {
    if (!antes.has(p) && !ator.permissoes.has(p)) throw forbidden('SEM_PERMISSAO', MSG_CONCEDER);
  }
}
