import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { despachos } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { despachoNaoEncontrado, MSG_DESPACHO } from './erros.ts';

/**
 * Locks an open dispatch for the rest of the transaction: every change to one dispatch
 * (add, remove, delete, finalize) queues here first, so its coil list and sequences are
 * read and written by one request at a time. A finalized dispatch is history: 409.
 */
export async function travarDespacho(tx: Executor, id: number) {
  const [d] = await tx.select().from(despachos).where(eq(despachos.id, id)).for('update');
  if (!d) throw despachoNaoEncontrado();
  if (d.finalizado) throw conflict('ESTADO', MSG_DESPACHO.finalizado);
  return d;
}

export type DespachoTravado = Awaited<ReturnType<typeof travarDespacho>>;
