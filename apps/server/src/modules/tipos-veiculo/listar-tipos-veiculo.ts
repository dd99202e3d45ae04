import type { TTipoVeiculo } from '@patio/domain';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tiposVeiculo } from '../../db/schema.ts';
import { COLUNAS_TIPO_VEICULO } from './colunas.ts';

/** Every vehicle type, by name: a short list a dropdown shows whole. */
export function listarTiposVeiculo(db: Executor): Promise<TTipoVeiculo[]> {
  return db.select(COLUNAS_TIPO_VEICULO).from(tiposVeiculo).orderBy(asc(tiposVeiculo.nome));
}
