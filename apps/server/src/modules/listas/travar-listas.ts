import type { TipoLista } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** (namespace, key) advisory locks; the yard rows use 727280, the two-int form is its own space. */
const NAMESPACE_LISTAS = 727281;
const CAUDA: Record<TipoLista, number> = { PLANO: 1, RESERVA: 2 };
const ORDEM: Record<TipoLista, number> = { PLANO: 11, RESERVA: 12 };

async function travar(tx: Executor, chaves: number[]): Promise<void> {
  for (const chave of [...new Set(chaves)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${NAMESPACE_LISTAS}::int, ${chave}::int)`);
  }
}

/**
 * Serialises the appends to a list (a new item, an import) until the transaction ends, so two
 * appends never read the same last key and an import's rows stay together in the file's
 * order. Ticks, placements and undos do not take it: they never change another item's key.
 * Several lists in PLANO, RESERVA order; before travarOrdem when both are taken.
 */
export const travarCauda = (tx: Executor, tipos: Iterable<TipoLista>) =>
  travar(
    tx,
    [...tipos].map((t) => CAUDA[t]),
  );

/**
 * Serialises the writes that lock several items of a list at once (a reorder, a bulk delete):
 * two reorders of crossing ranges see each other's result, and two multi-row writers never
 * lock the same rows in opposite orders. Taken before any row lock.
 */
export const travarOrdem = (tx: Executor, tipo: TipoLista) => travar(tx, [ORDEM[tipo]]);
