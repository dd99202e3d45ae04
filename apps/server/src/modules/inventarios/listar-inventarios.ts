import type { TInventarioResumo } from '@patio/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inventarioDiferencas, inventarioLeituras, inventarios } from '../../db/schema.ts';

/** The counts, newest first, with their progress: the hand-held picks the one to go on with. */
export async function listarInventarios(
  db: Executor,
  estado?: 'ABERTO' | 'CONCLUIDO',
): Promise<TInventarioResumo[]> {
  const rows = await db
    .select({
      id: inventarios.id,
      estado: inventarios.estado,
      grupos: inventarios.grupos,
      abertoPor: inventarios.abertoPor,
      abertoEm: inventarios.createdAt,
      concluidoEm: inventarios.concluidoEm,
      enderecosLidos: sql<number>`(select count(*)::int from ${inventarioLeituras} l where l.inventario_id = ${inventarios.id})`,
      diferencasAbertas: sql<number>`(select count(*)::int from ${inventarioDiferencas} d where d.inventario_id = ${inventarios.id} and d.resolucao is null)`,
    })
    .from(inventarios)
    .where(estado ? eq(inventarios.estado, estado) : undefined)
    .orderBy(desc(inventarios.id))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    abertoEm: r.abertoEm.toISOString(),
    concluidoEm: r.concluidoEm?.toISOString() ?? null,
    enderecosLidos: Number(r.enderecosLidos),
    diferencasAbertas: Number(r.diferencasAbertas),
  }));
}
