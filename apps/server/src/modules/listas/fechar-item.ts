import type { TipoLista } from '@patio/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { linhas } from '../../lib/linhas.ts';
import { abertosAte } from './ordem.ts';

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
  // One statement: the count reads the list as it was before the update (the statement's
  // snapshot), so the item itself is among the open ones it counts.
  const [r] = await linhas<{ n: number }>(
    tx,
    sql`with fechado as (
        update ${listas} set ticada = true, ticada_at = now() where id = ${item.id} returning 1)
      select ${item.chave === null ? sql`1` : abertosAte(item.tipo, item.chave)} as n`,
  );
  return { tipo: item.tipo, sequencia: r?.n ?? 1, lote: item.lote };
}
