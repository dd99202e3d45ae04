import type { TRegistroImportacao } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { jsonParam } from '../../../lib/json-param.ts';
import { linhas } from '../../../lib/linhas.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import {
  COLUNAS_DO_REGISTRO,
  colunasDoRegistro,
  INSERIR_PLANEJADAS,
} from '../../listas/inserir-importadas.ts';
import type { Atualizacao } from './classificar.ts';

export const MOTIVO_RECEBIDA = 'Recebida da integração';

/**
 * The new coils, their list items, the version the mill's write left and their first movements,
 * in one statement (rows as one JSON parameter, as the CSV import). A lot another writer made
 * active meanwhile is skipped, not an error: the answer is the lots that went in.
 */
export async function inserirRecebidas(
  tx: Executor,
  usuario: UsuarioAutenticado,
  registros: readonly (TRegistroImportacao & { sequencia: number })[],
): Promise<Set<string>> {
  const dados = jsonParam(registros.map((r, i) => ({ i, ...colunasDoRegistro(r) })));
  const rows = await linhas<{ lote: string }>(
    tx,
    sql`
    with dados as (
      select * from jsonb_to_recordset(${dados}::jsonb) as r(i int, ${COLUNAS_DO_REGISTRO})
    ), novas as (
      ${INSERIR_PLANEJADAS}
      on conflict (lote) where status <> 'EXPEDIDA' do nothing
      returning id, lote, versao
    ), itens as (
      insert into listas (bobina_id, tipo, sequencia)
      select n.id, d.tipo, d.sequencia from novas n join dados d on d.lote = n.lote
    ), recebidas as (
      insert into bobinas_recebidas (bobina_id, versao) select id, versao from novas
    ), movidas as (
      insert into movimentos (bobina_id, usuario_email, status_para, motivo)
      select n.id, ${usuario.email}, 'PLANEJADA', ${MOTIVO_RECEBIDA} from novas n
    )
    select lote from novas`,
  );
  return new Set(rows.map((r) => r.lote));
}

/**
 * A resend's new data on coils the mill sent before and nobody touched since (locked by the
 * caller), a movement naming the changed fields, and the version this write leaves.
 */
export async function atualizarRecebidas(
  tx: Executor,
  usuario: UsuarioAutenticado,
  atualizacoes: readonly Atualizacao[],
): Promise<void> {
  if (atualizacoes.length === 0) return;
  const dados = jsonParam(
    atualizacoes.map(({ bobinaId, registro, campos }) => ({
      id: bobinaId,
      motivo: `${MOTIVO_RECEBIDA}: reenvio (${campos.join(', ')})`,
      ...colunasDoRegistro(registro),
    })),
  );
  await tx.execute(sql`
    with dados as (
      select * from jsonb_to_recordset(${dados}::jsonb) as r(
        id int, motivo text, ${COLUNAS_DO_REGISTRO})
    ), alteradas as (
      update bobinas b set grupo = d.grupo, material = d.material,
        laminacao_at = d.laminacao_at, laminacao_turno = d.laminacao_turno,
        is_resfriada = d.is_resfriada, is_lege = d.is_lege, peso = d.peso,
        espessura = d.espessura, largura = d.largura, proximo_processo = d.proximo_processo,
        fluxo = d.fluxo, updated_at = now()
      from dados d where b.id = d.id
      returning b.id, b.versao
    ), recebidas as (
      update bobinas_recebidas r set versao = a.versao from alteradas a where r.bobina_id = a.id
    )
    insert into movimentos (bobina_id, usuario_email, status_de, status_para, motivo)
    select d.id, ${usuario.email}, 'PLANEJADA', 'PLANEJADA', d.motivo from dados d`);
}
