import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, despachos, instrucoes } from '../../db/schema.ts';

/** Selected or started on a crane: the states that hold a crane position. */
export const NA_PONTE = ['SELECIONADA', 'INICIADA'] as const;
export const naPonte = inArray(instrucoes.estado, [...NA_PONTE]);

/** The crane in the wire format of part2 §3: its code without '#'. */
const codigoDaPonte = sql<string | null>`replace(${instrucoes.ponte}, '#', '')`;

/** What a list row and a crane operation show: the instruction, its coil and its dispatch. */
export const COLUNAS_INSTRUCAO = {
  id: instrucoes.id,
  bobinaId: instrucoes.bobinaId,
  lote: bobinas.lote,
  origem: bobinas.endereco,
  destino: instrucoes.destino,
  tipo: instrucoes.tipo,
  ticada: instrucoes.ticada,
  estado: instrucoes.estado,
  isSelecionada: sql<boolean>`${naPonte}`.mapWith(Boolean),
  isIniciada: sql<boolean>`${instrucoes.estado} = 'INICIADA'`.mapWith(Boolean),
  ponte: codigoDaPonte,
  isLege: bobinas.isLege,
  despacho: despachos.identificacao,
};

/** `select … from instrucoes` joined to its coil and (for DESPACHO) its dispatch. */
export const selecionarInstrucoes = (db: Executor) =>
  db
    .select(COLUNAS_INSTRUCAO)
    .from(instrucoes)
    .innerJoin(bobinas, eq(bobinas.id, instrucoes.bobinaId))
    .leftJoin(despachos, eq(despachos.id, instrucoes.despachoId));
