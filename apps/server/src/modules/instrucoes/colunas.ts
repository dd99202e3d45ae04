import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, despachos, instrucoes } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';

/** Selected or started on a crane: the states that hold a crane position. */
export const NA_PONTE = ['SELECIONADA', 'INICIADA'] as const;
// In the text, not as parameters: it is a column of every list row (see instrucaoAberta).
export const naPonte = sql`${instrucoes.estado} in (${sql.raw(NA_PONTE.map((e) => `'${e}'`).join(', '))})`;

/**
 * The crane in the wire format of docs/product/operations.md#crane-operation-record: its code
 * without '#'.
 */
const codigoDaPonte = sql<string | null>`replace(${instrucoes.ponte}, '#', '')`;

/** Lots of the coils a relocation frees: those of the open instructions waiting for it. */
const libera = sql<string[]>`coalesce((
  select array_agg(lb.lote order by lb.lote) from instrucao_bloqueios ib
  join instrucoes li on li.id = ib.instrucao_id and li.estado <> 'CONCLUIDA'
  join bobinas lb on lb.id = li.bobina_id
  where ib.remanejamento_id = ${instrucoes.id}), '{}')`;

/** Lots of the open relocations an instruction waits for. */
const aguardando = sql<string[]>`coalesce((
  select array_agg(ab.lote order by ab.lote) from instrucao_bloqueios ib
  join instrucoes ai on ai.id = ib.remanejamento_id and ai.estado <> 'CONCLUIDA'
  join bobinas ab on ab.id = ai.bobina_id
  where ib.instrucao_id = ${instrucoes.id}), '{}')`;

/**
 * What a list row and a crane operation show: the instruction, its coil and its dispatch, in
 * the order of ZInstrucaoLinha and under its names (the list reads them straight from the driver).
 */
export const COLUNAS_INSTRUCAO = colunasDaApi({
  id: instrucoes.id,
  bobinaId: instrucoes.bobinaId,
  lote: bobinas.lote,
  origem: bobinas.endereco,
  destino: instrucoes.destino,
  tipo: instrucoes.tipo,
  ticada: instrucoes.ticada,
  estado: instrucoes.estado,
  isSelecionada: sql<boolean>`${naPonte}`,
  isIniciada: sql<boolean>`${instrucoes.estado} = 'INICIADA'`,
  ponte: codigoDaPonte,
  isLege: bobinas.isLege,
  despacho: despachos.identificacao,
  versao: instrucoes.versao,
  libera,
  aguardando,
  motivo: instrucoes.motivo,
});

/** `select … from instrucoes` joined to its coil and (for DESPACHO) its dispatch. */
export const selecionarInstrucoes = (db: Executor) =>
  db
    .select(COLUNAS_INSTRUCAO)
    .from(instrucoes)
    .innerJoin(bobinas, eq(bobinas.id, instrucoes.bobinaId))
    .leftJoin(despachos, eq(despachos.id, instrucoes.despachoId));
