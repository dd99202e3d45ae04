import type { TItemLista, TipoLista } from '@patio/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listas } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import { COLUNAS_BOBINA } from '../bobinas/colunas.ts';

/**
 * An item under the API's names, in the order of ZItemLista: the whole coil (the lot auto-fill
 * reads it) plus its item; `id` is the coil's. `sequencia` arrives as the stored order key (or,
 * given `ordem`, as the Ordem itself); the reader writes the Ordem over the key.
 */
export const itemDaLista = (ordem: SQL<number | null> | null) =>
  colunasDaApi({
    ...COLUNAS_BOBINA,
    tipo: listas.tipo,
    bobinaId: listas.bobinaId,
    listaId: listas.id,
    sequencia: ordem ?? sql<number | null>`${listas.sequencia}`,
    ticada: listas.ticada,
  });

/**
 * The Ordem of each open row (listas.id → position), from the stored keys the rows' `sequencia`
 * still holds, in one statement per list on the page:
 * the open items' index read in key order up to the page's last key, so page 1 costs its own
 * rows and a page deep in the list its depth — never the whole list, never per row.
 */
export async function ordensDe(
  db: Executor,
  rows: readonly Pick<TItemLista, 'listaId' | 'tipo' | 'sequencia' | 'ticada'>[],
): Promise<Map<number, number>> {
  const ate = new Map<TipoLista, number>();
  for (const r of rows) {
    if (r.ticada || r.sequencia === null) continue;
    ate.set(r.tipo, Math.max(ate.get(r.tipo) ?? 0, r.sequencia));
  }
  const ordens = new Map<number, number>();
  for (const [tipo, chave] of ate) {
    const res = await db.execute<{ id: number; n: number }>(sql`
      select id, row_number() over (order by sequencia)::int as n from ${listas}
      where tipo = ${tipo} and not ticada and sequencia <= ${chave}`);
    for (const o of (res as unknown as { rows: { id: number; n: number }[] }).rows)
      ordens.set(o.id, o.n);
  }
  return ordens;
}
