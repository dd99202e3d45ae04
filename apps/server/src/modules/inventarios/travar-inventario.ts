import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inventarios } from '../../db/schema.ts';
import { inventarioNaoEncontrado } from './erros.ts';

/**
 * The count's row, locked: readings of one count take turns (each recomputes the differences
 * from all readings), and a reading never lands after the count closed.
 */
export async function travarInventario(tx: Executor, id: number) {
  const [inv] = await tx.select().from(inventarios).where(eq(inventarios.id, id)).for('update');
  if (!inv) throw inventarioNaoEncontrado();
  return inv;
}
