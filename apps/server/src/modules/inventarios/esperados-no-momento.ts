import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, movimentos } from '../../db/schema.ts';

/**
 * The lotes the system had at `endereco` at the moment `em` (docs/etiquetas-e-leitura.md#regras):
 * the coils there now that have not moved since, plus those whose first move after `em` took
 * them from there. A reading sent late (a hand-held off-line) is compared with the yard as the
 * checker saw it, not as it is when the reading arrives.
 */
export async function esperadosNoMomento(
  tx: Executor,
  endereco: string,
  em: Date,
): Promise<string[]> {
  const agora = await tx
    .select({ id: bobinas.id, lote: bobinas.lote })
    .from(bobinas)
    .where(and(eq(bobinas.endereco, endereco), eq(bobinas.status, 'NO_PATIO')));
  // Each coil's first movement after the moment: where it was (de, statusDe) at that moment.
  const primeiros = await tx
    .selectDistinctOn([movimentos.bobinaId], {
      bobinaId: movimentos.bobinaId,
      de: movimentos.de,
      statusDe: movimentos.statusDe,
    })
    .from(movimentos)
    .where(gt(movimentos.createdAt, em))
    .orderBy(movimentos.bobinaId, movimentos.createdAt, movimentos.id);
  const mexidas = new Map(primeiros.map((m) => [m.bobinaId, m]));
  const ficaram = agora.filter((b) => !mexidas.has(b.id)).map((b) => b.lote);
  const sairam = primeiros
    .filter((m) => m.de === endereco && m.statusDe === 'NO_PATIO')
    .map((m) => m.bobinaId);
  if (sairam.length === 0) return ficaram;
  const lotes = await tx
    .select({ lote: bobinas.lote })
    .from(bobinas)
    .where(sql`${bobinas.id} in ${sairam}`);
  return [...ficaram, ...lotes.map((b) => b.lote)];
}
