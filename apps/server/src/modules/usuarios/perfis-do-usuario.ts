import type { TPerfilMarcado } from '@patio/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfis, usuarioPerfis, usuarios } from '../../db/schema.ts';
import { usuarioNaoEncontrado } from './erros.ts';

/**
 * Every profile, ticked when user `usuarioId` holds it; 0 (a user being created) ticks none.
 * With the acting user, `concedivel` says whether they hold every permission of the profile, so
 * may hand it out (docs/decisions.md).
 */
export async function perfisDoUsuario(
  db: Executor,
  usuarioId = 0,
  ator?: { permissoes: ReadonlySet<string> },
): Promise<TPerfilMarcado[]> {
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
      ...(ator
        ? {
            concedivel: sql<boolean>`not exists (select 1 from perfil_permissoes pp
              join permissoes pm on pm.id = pp.permissao_id
              where pp.perfil_id = ${perfis.id} and pm.nome not in
                (select jsonb_array_elements_text(${JSON.stringify([...ator.permissoes])}::jsonb)))`,
          }
        : {}),
    })
    .from(perfis)
    .leftJoin(
      usuarioPerfis,
      and(eq(usuarioPerfis.perfilId, perfis.id), eq(usuarioPerfis.usuarioId, usuarioId)),
    )
    .orderBy(asc(sql`lower(${perfis.nome})`), asc(perfis.id));
}
