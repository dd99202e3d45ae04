import { type TBobinaLinha, ZBobinaLinha } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { bobinas } from '../../db/schema.ts';

// The wall-clock value as the payload writes it, whatever each driver does with timestamps.
const laminacaoAt = sql<string>`to_char(${bobinas.laminacaoAt}, 'YYYY-MM-DD"T"HH24:MI')`;

/** A coil's columns under their API names, in the order of ZBobina. */
export const COLUNAS_BOBINA = {
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
  peso: bobinas.peso,
  espessura: bobinas.espessura,
  largura: bobinas.largura,
  proximoProcesso: bobinas.proximoProcesso,
  tipo: bobinas.tipo,
  status: bobinas.status,
  createdAt: bobinas.createdAt,
  updatedAt: bobinas.updatedAt,
  versao: bobinas.versao,
};

/** Columns of a list row and of a map cell: only what the table and the popover show. */
export const COLUNAS_LINHA = Object.fromEntries(
  Object.keys(ZBobinaLinha.shape).map((k) => [k, COLUNAS_BOBINA[k as keyof TBobinaLinha]]),
) as Pick<typeof COLUNAS_BOBINA, keyof TBobinaLinha>;
