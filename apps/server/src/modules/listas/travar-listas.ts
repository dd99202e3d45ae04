import type { TipoLista } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** (namespace, key) advisory locks; the yard rows use 727280, the two-int form is its own space. */
const NAMESPACE_LISTAS = 727281;
const CHAVE: Record<TipoLista, number> = { PLANO: 1, RESERVA: 2 };

/**
 * Serialises every change of a list's positions (append, import, delete, reorder, tick, a coil
 * leaving for the yard) until the transaction ends, so each sees the list whole and leaves it
 * 1..n without gaps. Lock order everywhere: these list locks, then the yard rows (travarFilas),
 * then row locks; several lists in PLANO, RESERVA order.
 */
export async function travarListas(tx: Executor, tipos: Iterable<TipoLista>): Promise<void> {
  const chaves = [...new Set([...tipos].map((t) => CHAVE[t]))].sort((a, b) => a - b);
  for (const chave of chaves) {
    await tx.execute(sql`select pg_advisory_xact_lock(${NAMESPACE_LISTAS}::int, ${chave}::int)`);
  }
}
