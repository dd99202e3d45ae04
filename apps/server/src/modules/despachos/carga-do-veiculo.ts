import { type CargaDeVeiculo, excessoDeCarga, MSG_CARGA, type TTipoVeiculo } from '@patio/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, despachoBobinas, despachos, tiposVeiculo } from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import { COLUNAS_TIPO_VEICULO } from '../tipos-veiculo/colunas.ts';

/**
 * The vehicle type a dispatch write names, held (FOR SHARE) until commit so an edit or a
 * deletion of the type waits for the write; same modal as the dispatch, else 400.
 */
export async function tipoDoDespacho(
  tx: Executor,
  tipoVeiculoId: number,
  modal: string,
): Promise<TTipoVeiculo> {
  const [t] = await tx
    .select(COLUNAS_TIPO_VEICULO)
    .from(tiposVeiculo)
    .where(eq(tiposVeiculo.id, tipoVeiculoId))
    .for('share');
  if (!t) throw badRequest('Tipo de veículo não encontrado.', 'tipoVeiculoId');
  if (t.modal !== modal) throw badRequest(MSG_CARGA.outroModal, 'tipoVeiculoId');
  return t;
}

/** Weights (t) of coils by id; 422 naming every coil without one (a typed dispatch weighs them). */
export async function pesosDasBobinas(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const linhas = await tx
    .select({ id: bobinas.id, lote: bobinas.lote, peso: bobinas.peso })
    .from(bobinas)
    .where(inArray(bobinas.id, [...ids]));
  const semPeso = linhas.filter((b) => b.peso === null).map((b) => b.lote);
  if (semPeso.length > 0)
    throw new HttpError(422, { geral: [MSG_CARGA.semPeso(semPeso)] }, 'SEM_PESO');
  return new Map(linhas.map((b) => [b.id, b.peso as number]));
}

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
