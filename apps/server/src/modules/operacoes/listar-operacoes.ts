import { codigoDaPonte, type TOperacao } from '@patio/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instrucoes } from '../../db/schema.ts';
import { naPonte, selecionarInstrucoes } from '../instrucoes/colunas.ts';

/**
 * A crane's operations in order (docs/product/operations.md#crane-operation-record): its selected
 * or started instructions.
 */
export async function listarOperacoes(db: Executor, ponte: string): Promise<TOperacao[]> {
  const rows = await selecionarInstrucoes(db)
    .where(and(eq(instrucoes.ponte, ponte), naPonte))
    .orderBy(asc(instrucoes.ordem));
  return rows.map((r) => ({
    ponte: codigoDaPonte(ponte),
    instrucaoId: r.id,
    bobinaId: r.bobinaId,
    lote: r.lote,
    origem: r.origem,
    destino: r.destino,
    isIniciada: r.isIniciada,
    tipo: r.tipo,
    isLege: r.isLege,
    despacho: r.despacho,
    libera: r.libera,
  }));
}
