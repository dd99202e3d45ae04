import type { TBobina } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { bobinas } from '../../db/schema.ts';

// The wall-clock value as the payload writes it, whatever each driver does with timestamps.
const laminacaoAt = sql<string>`to_char(${bobinas.laminacaoAt}, 'YYYY-MM-DD"T"HH24:MI')`;

/** Columns of a list row and of a map cell: only what the table and the popover show. */
export const COLUNAS_LINHA = {
  id: bobinas.id,
  item: bobinas.item,
  lote: bobinas.lote,
  endereco: bobinas.endereco,
  grupo: bobinas.grupo,
  material: bobinas.material,
  fluxo: bobinas.fluxo,
  laminacaoAt,
  laminacaoTurno: bobinas.laminacaoTurno,
  isResfriada: bobinas.isResfriada,
  isLege: bobinas.isLege,
  largura: bobinas.largura,
  status: bobinas.status,
};

export const COLUNAS_BOBINA = {
  ...COLUNAS_LINHA,
  peso: bobinas.peso,
  espessura: bobinas.espessura,
  proximoProcesso: bobinas.proximoProcesso,
  tipo: bobinas.tipo,
  createdAt: bobinas.createdAt,
  updatedAt: bobinas.updatedAt,
  versao: bobinas.versao,
};

type Linha = Omit<TBobina, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export const paraBobina = (r: Linha): TBobina => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
