import { and, eq, sql } from 'drizzle-orm';
import { despachoBobinas, despachos } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { moverBobina } from '../bobinas/mover-bobina.ts';
import { MSG_INSTRUCAO } from '../instrucoes/erros.ts';
import { verificarRetirada } from '../patio/verificar-retirada.ts';
import type { OperacaoTravada } from './operacao-travada.ts';

/**
 * A DESPACHO instruction ends with the coil on the dispatch's vehicle: it leaves the yard
 * (CARREGADA, no slot) and its place in the dispatch is marked loaded.
 */
export async function carregarNoDespacho(op: OperacaoTravada, despachoId: number): Promise<void> {
  const { tx, usuario, ponte, bobina } = op;
  if (bobina.origem) await verificarRetirada(tx, bobina.origem);
  const [item] = await tx
    .update(despachoBobinas)
    .set({ carregadaAt: sql`now()` })
    .where(and(eq(despachoBobinas.despachoId, despachoId), eq(despachoBobinas.bobinaId, bobina.id)))
    .returning({ despachoId: despachoBobinas.despachoId });
  if (!item) throw conflict('ESTADO', MSG_INSTRUCAO.foraDoDespacho);
  const [d] = await tx
    .select({ identificacao: despachos.identificacao })
    .from(despachos)
    .where(eq(despachos.id, despachoId));
  const identificacao = d?.identificacao ?? String(despachoId);
  await moverBobina(tx, usuario, {
    bobinaId: bobina.id,
    lote: bobina.lote,
    de: bobina.endereco,
    para: null,
    statusDe: 'EM_MOVIMENTO',
    statusPara: 'CARREGADA',
    motivo: `Carregada no despacho ${identificacao}`,
    gravarBobina: true,
    evento: `Bobina ${bobina.lote} carregada no despacho ${identificacao} pela ponte ${ponte} (instrução ${op.instrucaoId}) por ${usuario.login}.`,
    ...(op.ocorridoEm ? { ocorridoEm: op.ocorridoEm } : {}),
  });
}
