import type { TTipoVeiculo } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tiposVeiculo } from '../../db/schema.ts';
import { COLUNAS_TIPO_VEICULO } from './colunas.ts';
import { tipoVeiculoNaoEncontrado } from './erros.ts';

/** One vehicle type; `travar` holds its row for the rest of the transaction. */
export async function obterTipoVeiculo(
  db: Executor,
  id: number,
  travar = false,
): Promise<TTipoVeiculo> {
  const consulta = db
    .select(COLUNAS_TIPO_VEICULO)
    .from(tiposVeiculo)
    .where(eq(tiposVeiculo.id, id));
  const [t] = travar ? await consulta.for('update') : await consulta;
  if (!t) throw tipoVeiculoNaoEncontrado();
  return t;
}
