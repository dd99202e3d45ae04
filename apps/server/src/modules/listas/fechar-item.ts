import type { TipoLista } from '@patio/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { MSG_LISTA } from './erros.ts';
import { renumerarLista } from './renumerar-lista.ts';

export interface ItemFechado {
  tipo: TipoLista;
  sequencia: number;
  lote: string;
}

/**
 * Takes a coil's open item out of its list (ticada, no position) and closes the gap. The caller
 * holds `travada`'s list lock; an open item in another list means the lists changed under it.
 * Returns null when the coil has no open item.
 */
export async function fecharItem(
  tx: Executor,
  bobinaId: number,
  travada: TipoLista | null,
): Promise<ItemFechado | null> {
  const [item] = await tx
    .select({ id: listas.id, tipo: listas.tipo, sequencia: listas.sequencia, lote: bobinas.lote })
    .from(listas)
    .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
    .where(and(eq(listas.bobinaId, bobinaId), not(listas.ticada)))
    .for('update', { of: listas });
  if (!item) return null;
  if (item.tipo !== travada) throw conflict(MSG_LISTA.alterada);
  await tx
    .update(listas)
    .set({ ticada: true, ticadaAt: sql`now()`, sequencia: null })
    .where(eq(listas.id, item.id));
  await renumerarLista(tx, item.tipo);
  return { tipo: item.tipo, sequencia: item.sequencia ?? 0, lote: item.lote };
}
