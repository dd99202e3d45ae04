import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfilPermissoes, permissoes, usuarioPerfis, usuarios } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';

export const MSG_ULTIMO_GESTOR = 'Não é possível remover a última pessoa com GESTAO_DE_USUARIOS.';

/** Distinct from the seed's (727275) and the migrator's (727274) advisory locks. */
const LOCK_GESTORES = 727276;

async function contarGestores(db: Executor): Promise<number> {
  const [r] = await db
    .select({ n: countDistinct(usuarios.id) })
    .from(usuarios)
    .innerJoin(usuarioPerfis, eq(usuarioPerfis.usuarioId, usuarios.id))
    .innerJoin(perfilPermissoes, eq(perfilPermissoes.perfilId, usuarioPerfis.perfilId))
    .innerJoin(permissoes, eq(permissoes.id, perfilPermissoes.permissaoId))
    .where(and(eq(usuarios.isActivated, true), eq(permissoes.nome, 'GESTAO_DE_USUARIOS')));
  return r?.n ?? 0;
}

/**
 * Call first in any transaction that may take GESTAO_DE_USUARIOS away from someone. Two such
 * transactions (A removing B while B removes A) would each still see the other holder and both
 * commit; the lock makes the second wait and count after the first committed. Returns the
 * holders before the change.
 */
export async function travarGestores(tx: Executor): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_GESTORES))})`);
  return contarGestores(tx);
}

/**
 * Call after applying the change: throwing rolls it back. A database that already had no
 * holder is not made worse by the change, so only the step from some to none is refused.
 */
export async function exigirGestorRestante(tx: Executor, antes: number): Promise<void> {
  if (antes > 0 && (await contarGestores(tx)) === 0) throw conflict('PROTEGIDO', MSG_ULTIMO_GESTOR);
}
