import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instrucaoAberta, instrucaoBloqueios, instrucoes } from '../../db/schema.ts';
import { subirSegunda } from '../../lib/subir-segunda.ts';

/**
 * Before the caller deletes the open instructions `ids` (a coil leaves its dispatch, a dispatch
 * or an instruction is deleted): the relocations only they needed go too. One already started
 * finishes normally (its coil hangs from a crane), keeping in `motivo` why it still runs; one
 * another open instruction also waits for stays. Instructions that are not relocations (a
 * pyramid coil's own manual or dispatch move) are never touched. Returns the deleted ids.
 */
export async function desfazerRemanejamentos(
  tx: Executor,
  ids: readonly number[],
  motivo: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const ligados = await tx
    .select({
      id: instrucoes.id,
      estado: instrucoes.estado,
      ponte: instrucoes.ponte,
    })
    .from(instrucaoBloqueios)
    .innerJoin(instrucoes, eq(instrucoes.id, instrucaoBloqueios.remanejamentoId))
    .where(
      and(
        inArray(instrucaoBloqueios.instrucaoId, [...ids]),
        eq(instrucoes.tipo, 'REMANEJAMENTO'),
        instrucaoAberta,
      ),
    )
    .orderBy(instrucoes.id)
    .for('update', { of: instrucoes });
  const excluidos: number[] = [];
  for (const r of ligados) {
    const [outra] = await tx
      .select({ id: instrucoes.id })
      .from(instrucaoBloqueios)
      .innerJoin(instrucoes, eq(instrucoes.id, instrucaoBloqueios.instrucaoId))
      .where(
        and(
          eq(instrucaoBloqueios.remanejamentoId, r.id),
          notInArray(instrucaoBloqueios.instrucaoId, [...ids]),
          instrucaoAberta,
        ),
      )
      .limit(1);
    if (outra) continue;
    if (r.estado === 'INICIADA') {
      await tx.update(instrucoes).set({ motivo }).where(eq(instrucoes.id, r.id));
      continue;
    }
    await tx.delete(instrucoes).where(eq(instrucoes.id, r.id));
    if (r.ponte) await subirSegunda(tx, r.ponte);
    excluidos.push(r.id);
  }
  return excluidos;
}
