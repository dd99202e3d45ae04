import type { TipoLista } from '@patio/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { posicaoDe } from './ordem.ts';

export interface ItemFechado {
  tipo: TipoLista;
  /** The Ordem it had when it left. */
  sequencia: number;
  lote: string;
}

/**
 * Takes a coil's open item out of its list (ticada). One row is written: the item keeps its
 * key, so the items after it move up on screen without being rewritten, and an undo that
 * clears `ticada` puts it back in its place. Locks only that item (after the coil's row when
 * the caller holds it). Returns null when the coil has no open item.
 */
export async function fecharItem(tx: Executor, bobinaId: number): Promise<ItemFechado | null> {
  const [item] = await tx
    .select({ id: listas.id, tipo: listas.tipo, chave: listas.sequencia, lote: bobinas.lote })
    .from(listas)
    .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
    .where(and(eq(listas.bobinaId, bobinaId), not(listas.ticada)))
    .for('update', { of: listas });
  if (!item) return null;
  await tx.update(listas).set({ ticada: true, ticadaAt: sql`now()` }).where(eq(listas.id, item.id));
  // Counted after the update, so the item itself is not among the open ones: + 1.
  const antes = item.chave === null ? 0 : await posicaoDe(tx, item.tipo, item.chave);
  return { tipo: item.tipo, sequencia: antes + 1, lote: item.lote };
}
