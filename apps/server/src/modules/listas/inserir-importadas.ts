import type { TRegistroImportacao } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonParam } from '../../lib/json-param.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';

/** An import record under its table's column names, as the statements below read it. */
export const colunasDoRegistro = (
  r: TRegistroImportacao & { sequencia?: number },
): Record<string, unknown> => ({
  item: r.item,
  lote: r.lote,
  grupo: r.grupo,
  material: r.material,
  laminacao_at: r.laminacaoAt,
  laminacao_turno: r.laminacaoTurno,
  is_resfriada: r.isResfriada,
  is_lege: r.isLege,
  peso: r.peso,
  espessura: r.espessura,
  largura: r.largura,
  proximo_processo: r.proximoProcesso,
  fluxo: r.fluxo,
  tipo: r.tipo,
  sequencia: r.sequencia,
});

/** The column list of `jsonb_to_recordset` for rows of colunasDoRegistro. */
export const COLUNAS_DO_REGISTRO = sql.raw(`item text, lote text, grupo text, material text,
  laminacao_at timestamp, laminacao_turno int, is_resfriada boolean, is_lege boolean,
  peso float8, espessura float8, largura float8, proximo_processo text, fluxo text, tipo text,
  sequencia int`);

/** The coils of `dados` (rows of colunasDoRegistro), planned, in their order. */
export const INSERIR_PLANEJADAS =
  sql.raw(`insert into bobinas (item, lote, grupo, material, laminacao_at, laminacao_turno,
        is_resfriada, is_lege, peso, espessura, largura, proximo_processo, fluxo, tipo, status)
      select item, lote, grupo, material, laminacao_at, laminacao_turno, is_resfriada, is_lege,
        peso, espessura, largura, proximo_processo, fluxo, tipo, 'PLANEJADA'
      from dados order by i`);

/**
 * The planned coils, their list items and their first movements in one statement: the rows
 * travel as one JSON parameter (10,000 rows would need 150,000 bind parameters, PostgreSQL
 * takes 65,535). Items are matched to their coils by lot, unique within the import.
 */
export async function inserirImportadas(
  tx: Executor,
  usuario: UsuarioAutenticado,
  registros: readonly (TRegistroImportacao & { sequencia: number })[],
): Promise<void> {
  const dados = jsonParam(registros.map((r, i) => ({ i, ...colunasDoRegistro(r) })));
  await tx.execute(sql`
    with dados as (
      select * from jsonb_to_recordset(${dados}::jsonb) as r(i int, ${COLUNAS_DO_REGISTRO})
    ), novas as (
      ${INSERIR_PLANEJADAS}
      returning id, lote
    ), itens as (
      insert into listas (bobina_id, tipo, sequencia)
      select n.id, d.tipo, d.sequencia from novas n join dados d on d.lote = n.lote
    )
    insert into movimentos (bobina_id, usuario_email, status_para, motivo)
    select n.id, ${usuario.email}, 'PLANEJADA', 'Importação de lista (CSV)' from novas n`);
}
