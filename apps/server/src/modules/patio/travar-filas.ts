import { type Endereco, filaDe } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Namespace of the (namespace, group*10+row) advisory locks; other keys use the bigint form. */
export const NAMESPACE_FILAS = 727280;

/**
 * Serialises every yard change that touches the same group and row, until the transaction
 * ends. Every rule (occupied slot, pyramid supports, what rests on a ground coil) stays inside
 * one row, so checks made after this lock cannot be invalidated by a racing request. Take it
 * first in the transaction, before any row lock, and in ascending order (no deadlocks).
 */
export async function travarFilas(tx: Executor, enderecos: readonly Endereco[]): Promise<void> {
  const filas = [...new Set(enderecos.map(filaDe))].sort((a, b) => a - b);
  if (filas.length === 0) return;
  // One statement, one round trip: its select list is evaluated left to right, in this order.
  await tx.execute(
    sql`select ${sql.join(
      filas.map((fila) => sql`pg_advisory_xact_lock(${NAMESPACE_FILAS}::int, ${fila}::int)`),
      sql`, `,
    )}`,
  );
}
