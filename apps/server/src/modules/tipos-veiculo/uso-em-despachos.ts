/**
 * What a vehicle type's edit and deletion read of the open dispatches that name it: the type is
 * the base (a dispatch names a type), so these live with the type and the dispatch imports them.
 */
import { type CargaDeVeiculo, excessoDeCarga, type TTipoVeiculo } from '@patio/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, despachoBobinas, despachos } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';

/** The coils (weights) each vehicle of an open dispatch carries now. */
export async function cargasDoDespacho(
  tx: Executor,
  despachoId: number,
): Promise<Map<number, number[]>> {
  const linhas = await tx
    .select({ veiculo: despachoBobinas.veiculo, peso: bobinas.peso })
    .from(despachoBobinas)
    .innerJoin(bobinas, eq(bobinas.id, despachoBobinas.bobinaId))
    .where(and(eq(despachoBobinas.despachoId, despachoId), isNotNull(despachoBobinas.veiculo)));
  const cargas = new Map<number, number[]>();
  for (const l of linhas) {
    const v = l.veiculo as number;
    cargas.set(v, [...(cargas.get(v) ?? []), l.peso ?? 0]);
  }
  return cargas;
}

/** 409 with the product's message when some vehicle is over its capacity or positions. */
export function exigirCapacidade(tipo: TTipoVeiculo, cargas: ReadonlyMap<number, number[]>) {
  const lista: CargaDeVeiculo[] = [...cargas].map(([veiculo, pesos]) => ({ veiculo, pesos }));
  const excesso = excessoDeCarga(tipo, lista);
  if (excesso) throw conflict('CAPACIDADE', excesso);
}

/** Open dispatches of a type (id, identificacao), for the type's edit and deletion. */
export function despachosAbertosDoTipo(tx: Executor, tipoVeiculoId: number) {
  return tx
    .select({ id: despachos.id, identificacao: despachos.identificacao, modal: despachos.modal })
    .from(despachos)
    .where(and(eq(despachos.tipoVeiculoId, tipoVeiculoId), eq(despachos.finalizado, false)))
    .orderBy(despachos.id);
}
