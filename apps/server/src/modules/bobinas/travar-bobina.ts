import { type Endereco, parseEndereco } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { travarFilas } from '../patio/travar-filas.ts';
import { bobinaNaoEncontrada, MSG_BOBINA } from './erros.ts';

const COLUNAS = {
  id: bobinas.id,
  lote: bobinas.lote,
  endereco: bobinas.endereco,
  status: bobinas.status,
  largura: bobinas.largura,
  isLege: bobinas.isLege,
};

/**
 * Locks a coil for a yard change: first the rows of its slot and of `destinos` (advisory, in
 * order), then the coil itself. Its slot is read before the row locks (to know which rows to
 * lock); if another request moved it in between, the caller gets a 409 instead of stale rules.
 */
export async function travarBobina(tx: Executor, id: number, destinos: readonly Endereco[] = []) {
  const [antes] = await tx.select(COLUNAS).from(bobinas).where(eq(bobinas.id, id));
  if (!antes) throw bobinaNaoEncontrada();
  const origem = antes.endereco ? parseEndereco(antes.endereco) : null;
  await travarFilas(tx, origem ? [...destinos, origem] : destinos);
  const [atual] = await tx.select(COLUNAS).from(bobinas).where(eq(bobinas.id, id)).for('update');
  if (!atual) throw bobinaNaoEncontrada();
  if (atual.endereco !== antes.endereco) throw conflict('ALTERADO', MSG_BOBINA.movidaPorOutro);
  return { ...atual, origem };
}
