import type { TDespacho } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { carregarDespacho } from './carregar-despachos.ts';
import { despachoNaoEncontrado } from './erros.ts';

/** One dispatch with its coils (the edit form loads it). */
export async function obterDespacho(db: Executor, id: number): Promise<TDespacho> {
  const d = await carregarDespacho(db, id);
  if (!d) throw despachoNaoEncontrado();
  return d;
}
