import type { TipoLista } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { linhas } from '../../lib/linhas.ts';
import { abertosAte } from '../../lib/ordem-da-lista.ts';

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
 *
 * One statement, one round trip (docs/performance-notes.md, "The tick in one statement"): the
 * item is locked, closed and its Ordem counted together. The count reads the list as the
 * statement's snapshot has it, before its own update, so the item is among the open ones it
 * counts.
 */
export async function fecharItem(tx: Executor, bobinaId: number): Promise<ItemFechado | null> {
  const [item] = await linhas<ItemFechado>(
    tx,
    sql`with item as (
        select l.id, l.tipo, l.sequencia as chave, b.lote
        from ${listas} l inner join ${bobinas} b on b.id = l.bobina_id
        where l.bobina_id = ${bobinaId} and not l.ticada
        for update of l),
      fechado as (
        update ${listas} l set ticada = true, ticada_at = now()
        from item where l.id = item.id returning 1)
      select item.tipo, item.lote,
        case when item.chave is null then 1
          else ${abertosAte(sql`item.tipo`, sql`item.chave`)} end as sequencia
      from item`,
  );
  return item ?? null;
}
