import type { EstadoDivergencia, TDivergencia } from '@patio/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { divergencias } from '../../db/schema.ts';
import { COLUNAS_DIVERGENCIA, paraApi } from './colunas.ts';

/** How many a list gives at most, newest first: the open ones are few; the rest is history. */
export const LIMITE_DIVERGENCIAS = 500;

/** The divergences, newest first, of one state or all. */
export async function listarDivergencias(
  db: Executor,
  estado?: EstadoDivergencia,
): Promise<TDivergencia[]> {
  const linhas = await db
    .select(COLUNAS_DIVERGENCIA)
    .from(divergencias)
    .where(estado ? eq(divergencias.estado, estado) : undefined)
    .orderBy(desc(divergencias.id))
    .limit(LIMITE_DIVERGENCIAS);
  return linhas.map(paraApi);
}
