import type { TBobina } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { COLUNAS_BOBINA, paraBobina } from './colunas.ts';
import { bobinaNaoEncontrada } from './erros.ts';

/** One coil by id, whatever its status (history and dispatches link to shipped coils too). */
export async function obterBobina(db: Executor, id: number): Promise<TBobina> {
  const [row] = await db.select(COLUNAS_BOBINA).from(bobinas).where(eq(bobinas.id, id));
  if (!row) throw bobinaNaoEncontrada();
  return paraBobina(row);
}
