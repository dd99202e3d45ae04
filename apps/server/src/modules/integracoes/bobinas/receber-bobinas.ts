import { TIPOS_LISTA, type TipoLista, type TResultadoIntegracao } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.ts';
import { jsonParam } from '../../../lib/json-param.ts';
import { linhas } from '../../../lib/linhas.ts';
import { type Cauda, PASSO_LISTA, proximasChaves } from '../../../lib/ordem-da-lista.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { traduzirErroLista } from '../../listas/erros.ts';
import { travarCauda } from '../../listas/travar-listas.ts';
import {
  type Atualizacao,
  decidirReenvios,
  type Existente,
  type Recebido,
  separarRegistros,
} from './classificar.ts';
import { atualizarRecebidas, inserirRecebidas } from './gravar-recebidas.ts';

/** The batch's active coils, locked until the batch commits: a resend decides on what it read. */
async function existentes(tx: Executor, lotes: readonly string[]) {
  if (lotes.length === 0) return new Map<string, Existente>();
  const rows = await linhas<Existente & { lote: string }>(
    tx,
    sql`select b.id, b.lote, b.item, b.status, b.versao, r.versao as "versaoRecebida",
          l.tipo as lista, b.grupo, b.material, b.fluxo,
          to_char(b.laminacao_at, 'YYYY-MM-DD"T"HH24:MI') as "laminacaoAt",
          b.laminacao_turno as "laminacaoTurno", b.is_resfriada as "isResfriada",
          b.is_lege as "isLege", b.peso, b.espessura, b.largura,
          b.proximo_processo as "proximoProcesso"
        from bobinas b
        left join listas l on l.bobina_id = b.id and not l.ticada
        left join bobinas_recebidas r on r.bobina_id = b.id
        where b.lote in (select jsonb_array_elements_text(${jsonParam(lotes)}::jsonb))
          and b.status <> 'EXPEDIDA'
        order by b.id
        for update of b`,
  );
  return new Map(rows.map((r) => [r.lote, r]));
}

/** Where each list's new coils go: after its last key, in the batch's order. */
async function comChaves(tx: Executor, novos: readonly Recebido[]) {
  const caudas: Partial<Record<TipoLista, Cauda>> = {};
  for (const tipo of TIPOS_LISTA) {
    const n = novos.filter((x) => x.registro.tipo === tipo).length;
    if (n > 0) caudas[tipo] = await proximasChaves(tx, tipo, n);
  }
  const vistos = { PLANO: 0, RESERVA: 0 };
  return novos.map(({ registro: r }) => ({
    ...r,
    sequencia: (caudas[r.tipo]?.chave ?? PASSO_LISTA) + vistos[r.tipo]++ * PASSO_LISTA,
  }));
}

function descricao(usuario: UsuarioAutenticado, n: number, at: Atualizacao[], recusadas: number) {
  const alteradas = at.filter((a) => a.campos.length > 0).length;
  const partes = [
    `${n} nova(s)`,
    `${alteradas} atualizada(s)`,
    ...(at.length > alteradas ? [`${at.length - alteradas} reenviada(s) sem alteração`] : []),
    `${recusadas} recusada(s)`,
  ];
  return `Bobinas das listas reserva enviadas por ${usuario.login}: ${partes.join(', ')}.`;
}

/**
 * POST integracoes/bobinas (docs/integracao.md#bobinas-da-laminação): each record is checked on
 * its own; the good ones are stored together in one transaction, the refused ones change nothing.
 * A lot sent again updates its coil while it is still on its list and untouched since the mill's
 * last write, so a resend after a timeout never makes a duplicate.
 */
export async function receberBobinas(
  db: Db,
  usuario: UsuarioAutenticado,
  bobinas: readonly unknown[],
): Promise<TResultadoIntegracao & { novas: string[] }> {
  const { validos, recusadas } = separarRegistros(bobinas);
  let aceitas = 0;
  let novas: string[] = [];
  if (validos.length > 0) {
    try {
      await db.transaction(async (tx) => {
        // Both lists' tails, always in the same order: batches and CSV imports take turns.
        await travarCauda(tx, TIPOS_LISTA);
        const atuais = await existentes(
          tx,
          validos.map((v) => v.registro.lote),
        );
        const d = decidirReenvios(validos, atuais);
        recusadas.push(...d.recusadas);
        const gravadas = await inserirRecebidas(tx, usuario, await comChaves(tx, d.novos));
        for (const v of d.novos) {
          if (gravadas.has(v.registro.lote)) continue;
          const msg = `Lote "${v.registro.lote}": já existe uma bobina com este lote.`;
          recusadas.push({ indice: v.indice, lote: v.registro.lote, mensagens: [msg] });
        }
        await atualizarRecebidas(
          tx,
          usuario,
          d.atualizacoes.filter((a) => a.campos.length > 0),
        );
        aceitas = gravadas.size + d.atualizacoes.length;
        novas = [...gravadas];
        // A batch that changed nothing (all refused, or resent as stored) leaves no event.
        if (gravadas.size > 0 || d.atualizacoes.some((a) => a.campos.length > 0)) {
          await registrarEvento(tx, {
            tipo: 'NORMAL',
            descricao: descricao(usuario, gravadas.size, d.atualizacoes, recusadas.length),
            emailResponsavel: usuario.email,
          });
        }
      });
    } catch (err) {
      throw traduzirErroLista(err);
    }
  }
  recusadas.sort((a, b) => a.indice - b.indice);
  return { aceitas, recusadas, novas };
}
