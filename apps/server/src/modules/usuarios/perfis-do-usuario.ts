import type { TPerfilMarcado } from '@patio/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfis, usuarioPerfis, usuarios } from '../../db/schema.ts';
import { usuarioNaoEncontrado } from './erros.ts';

/** Every profile, ticked when user `usuarioId` holds it; 0 (a user being created) ticks none. */
export async function perfisDoUsuario(db: Executor, usuarioId = 0): Promise<TPerfilMarcado[]> {
  if (usuarioId > 0) {
    const [u] = await db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.id, usuarioId));
    if (!u) throw usuarioNaoEncontrado();
  }
  return db
    .select({
      id: perfis.id,
      nome: perfis.nome,
      marcado: sql<boolean>`${usuarioPerfis.usuarioId} is not null`,
    })
    .from(perfis)
    .leftJoin(
      usuarioPerfis,
      and(eq(usuarioPerfis.perfilId, perfis.id), eq(usuarioPerfis.usuarioId, usuarioId)),
    )
    .orderBy(asc(sql`lower(${perfis.nome})`), asc(perfis.id));
}
