import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, instrucaoAberta, instrucaoBloqueios, instrucoes } from '../../db/schema.ts';

export interface RemanejamentoPendente {
  /** The blocked instruction. */
  instrucaoId: number;
  /** The open instruction it waits for, and that instruction's coil. */
  remanejamentoId: number;
  lote: string;
}

/** The open instructions each of `ids` still waits for (docs/relocation.md, "Order of work"). */
export async function remanejamentosPendentes(
  tx: Executor,
  ids: readonly number[],
): Promise<RemanejamentoPendente[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      instrucaoId: instrucaoBloqueios.instrucaoId,
      remanejamentoId: instrucaoBloqueios.remanejamentoId,
      lote: bobinas.lote,
    })
    .from(instrucaoBloqueios)
    .innerJoin(instrucoes, eq(instrucoes.id, instrucaoBloqueios.remanejamentoId))
    .innerJoin(bobinas, eq(bobinas.id, instrucoes.bobinaId))
    .where(and(inArray(instrucaoBloqueios.instrucaoId, [...ids]), instrucaoAberta))
    .orderBy(asc(instrucaoBloqueios.instrucaoId), asc(bobinas.lote));
}

/** Lots of the open instructions waiting for the relocation `id`. */
export async function remanejamentosLigados(tx: Executor, id: number): Promise<string[]> {
  const rows = await tx
    .select({ lote: bobinas.lote })
    .from(instrucaoBloqueios)
    .innerJoin(instrucoes, eq(instrucoes.id, instrucaoBloqueios.instrucaoId))
    .innerJoin(bobinas, eq(bobinas.id, instrucoes.bobinaId))
    .where(and(eq(instrucaoBloqueios.remanejamentoId, id), instrucaoAberta))
    .orderBy(asc(bobinas.lote));
  return rows.map((r) => r.lote);
}
