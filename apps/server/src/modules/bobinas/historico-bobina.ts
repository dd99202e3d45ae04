import type { TMovimento } from '@patio/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, movimentos } from '../../db/schema.ts';
import { bobinaNaoEncontrada } from './erros.ts';
import { ocorridoEmDoMotivo } from './ocorrido-em.ts';

/** A coil's movements, newest first (id breaks ties inside one transaction's timestamp). */
export async function historicoBobina(db: Executor, id: number): Promise<TMovimento[]> {
  const [bobina] = await db.select({ id: bobinas.id }).from(bobinas).where(eq(bobinas.id, id));
  if (!bobina) throw bobinaNaoEncontrada();
  const rows = await db
    .select({
      id: movimentos.id,
      createdAt: movimentos.createdAt,
      usuarioEmail: movimentos.usuarioEmail,
      de: movimentos.de,
      para: movimentos.para,
      statusDe: movimentos.statusDe,
      statusPara: movimentos.statusPara,
      motivo: movimentos.motivo,
    })
    .from(movimentos)
    .where(eq(movimentos.bobinaId, id))
    .orderBy(desc(movimentos.createdAt), desc(movimentos.id));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    ocorridoEm: ocorridoEmDoMotivo(r.motivo),
  }));
}
