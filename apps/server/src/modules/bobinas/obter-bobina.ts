import type { TBobina } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import { COLUNAS_BOBINA } from './colunas.ts';
import { bobinaNaoEncontrada } from './erros.ts';

const BOBINA = colunasDaApi(COLUNAS_BOBINA);

/** One coil by id, whatever its status (history and dispatches link to shipped coils too). */
export async function obterBobina(db: Executor, id: number): Promise<TBobina> {
  const [row] = await db.select(BOBINA).from(bobinas).where(eq(bobinas.id, id));
  if (!row) throw bobinaNaoEncontrada();
  return row;
}
