import type { TPapelMarcado } from '@patio/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { papeis, perfilPermissoes, permissoes } from '../../db/schema.ts';

/**
 * The whole role tree, each permission ticked when profile `perfilId` holds it and each role
 * ticked when any of its permissions is (the form's selection rule). 0 ticks nothing.
 */
export async function papeisMarcados(db: Executor, perfilId = 0): Promise<TPapelMarcado[]> {
  const rows = await db
    .select({
      papelId: papeis.id,
      papelNome: papeis.nome,
      id: permissoes.id,
      nome: permissoes.nome,
      marcado: sql<boolean>`${perfilPermissoes.perfilId} is not null`,
    })
    .from(papeis)
    .leftJoin(permissoes, eq(permissoes.papelId, papeis.id))
    .leftJoin(
      perfilPermissoes,
      and(eq(perfilPermissoes.permissaoId, permissoes.id), eq(perfilPermissoes.perfilId, perfilId)),
    )
    .orderBy(asc(papeis.id), asc(permissoes.id));
  const arvore = new Map<number, TPapelMarcado>();
  for (const r of rows) {
    let papel = arvore.get(r.papelId);
    if (!papel) {
      papel = { id: r.papelId, nome: r.papelNome, marcado: false, permissoes: [] };
      arvore.set(r.papelId, papel);
    }
    if (r.id === null || r.nome === null) continue;
    papel.permissoes.push({ id: r.id, nome: r.nome, marcado: r.marcado });
    papel.marcado ||= r.marcado;
  }
  return [...arvore.values()];
}
