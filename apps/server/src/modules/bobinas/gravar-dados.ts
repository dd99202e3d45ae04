import type { TBobinaAlteracao } from '@patio/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';

/** The coil's data a form may change: never its identity (item, lote) nor its slot. */
export const EDITAVEIS = [
  'grupo',
  'material',
  'fluxo',
  'laminacaoAt',
  'laminacaoTurno',
  'isResfriada',
  'isLege',
  'peso',
  'espessura',
  'largura',
  'proximoProcesso',
] as const;

type Dados = Pick<TBobinaAlteracao, (typeof EDITAVEIS)[number]>;

/**
 * Writes the editable data of coil `id` (main yard or reserve list alike) and names, for its
 * movement and event, the fields that changed ('nenhum campo mudou' when none did).
 */
export async function gravarDados(
  tx: Executor,
  id: number,
  input: Dados,
  atual: Dados,
): Promise<string> {
  const novo = Object.fromEntries(EDITAVEIS.map((k) => [k, input[k]]));
  const mudou = EDITAVEIS.filter((k) => input[k] !== atual[k]);
  await tx
    .update(bobinas)
    .set({ ...novo, updatedAt: sql`now()` })
    .where(eq(bobinas.id, id));
  return mudou.length > 0 ? mudou.join(', ') : 'nenhum campo mudou';
}
