import { MSG_CARGA, type TTipoVeiculo } from '@patio/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, tiposVeiculo } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
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
