import type { Layout, TDespacho, TDespachoBobinaAlteracao } from '@patio/domain';
import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { despachoBobinas } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import { exigirVersao, type VersaoEsperada } from '../../lib/versao.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import {
  criarRemanejamentos,
  type RemanejamentosCriados,
  SEM_REMANEJAMENTOS,
} from '../remanejamentos/criar-remanejamentos.ts';
import { cargasDoDespacho, exigirCapacidade } from '../tipos-veiculo/uso-em-despachos.ts';
import { pesosDasBobinas, tipoDoDespacho } from './carga-do-veiculo.ts';
import { MSG_DESPACHO, traduzirErroDespacho } from './erros.ts';
import { incluirBobina, verificarInclusao } from './incluir-bobina.ts';
import { obterDespacho } from './obter-despacho.ts';
import { retirarBobina } from './retirar-bobina.ts';
import { travarBobinas } from './travar-bobinas.ts';
import { type DespachoTravado, travarDespacho } from './travar-despacho.ts';

export type Alteracao = 'incluir' | 'excluir';

/** Moves the sequences from `desde` on by `passo`; the unique constraint is checked at commit. */
const deslocar = (tx: Executor, despachoId: number, desde: number, passo: 1 | -1) =>
  tx
    .update(despachoBobinas)
    .set({ sequencia: sql`${despachoBobinas.sequencia} + ${passo}` })
    .where(
      and(
        eq(despachoBobinas.despachoId, despachoId),
        passo > 0 ? gte(despachoBobinas.sequencia, desde) : gt(despachoBobinas.sequencia, desde),
      ),
    );

/**
 * The vehicle a coil joins on a typed dispatch (absent: vehicle 1), weighed with what that
 * vehicle carries: 422 without a weight, 409 over capacity or positions. The dispatch row is
 * locked, so of two operators adding the last coil that fits, the second sees the first's.
 */
async function veiculoParaIncluir(
  tx: Executor,
  d: DespachoTravado,
  bobinaId: number,
  veiculo: number | null | undefined,
): Promise<number | null> {
  if (!d.tipoVeiculoId) return null;
  const tipo = await tipoDoDespacho(tx, d.tipoVeiculoId, d.modal);
  const v = veiculo ?? 1;
  const peso = (await pesosDasBobinas(tx, [bobinaId])).get(bobinaId) ?? 0;
  const cargas = await cargasDoDespacho(tx, d.id);
  exigirCapacidade(tipo, new Map([[v, [...(cargas.get(v) ?? []), peso]]]));
  return v;
}

/**
 * PUT despachos/{id}: adds or removes one coil, with its instruction, in one transaction.
 * Sequences stay 1..n without gaps: an added coil goes at `sequencia` (at most at the end),
 * a removed one closes its gap.
 */
export async function atualizarDespacho(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  id: number,
  acao: Alteracao,
  { bobinaId, sequencia, veiculo }: TDespachoBobinaAlteracao,
  versao?: VersaoEsperada,
): Promise<{ data: TDespacho; remanejamentos: RemanejamentosCriados }> {
  let remanejamentos = SEM_REMANEJAMENTOS;
  try {
    await db.transaction(async (tx) => {
      const d = await travarDespacho(tx, id);
      exigirVersao('despacho', d.versao, versao);
      const b = (await travarBobinas(tx, [bobinaId])).get(bobinaId);
      if (!b) throw notFound('NAO_ENCONTRADO', MSG_DESPACHO.bobinaForaDoDespacho);
      const [item] = await tx
        .select()
        .from(despachoBobinas)
        .where(and(eq(despachoBobinas.despachoId, id), eq(despachoBobinas.bobinaId, bobinaId)));
      let descricao: string;
      if (acao === 'incluir') {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(despachoBobinas)
          .where(eq(despachoBobinas.despachoId, id));
        const posicao = Math.min(sequencia ?? n + 1, n + 1);
        // The coil's own refusals first: a coil that cannot join is not weighed.
        await verificarInclusao(tx, d, b);
        const noVeiculo = await veiculoParaIncluir(tx, d, b.id, veiculo);
        await deslocar(tx, id, posicao, 1);
        const instrucaoId = await incluirBobina(tx, usuario, d, b, posicao, noVeiculo);
        remanejamentos = await criarRemanejamentos(tx, layout, usuario, [
          { instrucaoId, lote: b.lote, endereco: b.endereco ?? '' },
        ]);
        descricao = `Bobina ${b.lote} incluída no despacho ${d.identificacao} (sequência ${posicao})`;
      } else {
        if (!item) throw notFound('NAO_ENCONTRADO', MSG_DESPACHO.bobinaForaDoDespacho);
        await retirarBobina(tx, usuario, d, b, item, `Retirada do despacho ${d.identificacao}`);
        await deslocar(tx, id, item.sequencia, -1);
        descricao = `Bobina ${b.lote} retirada do despacho ${d.identificacao}`;
      }
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `${descricao} por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroDespacho(err);
  }
  return { data: await obterDespacho(db, id), remanejamentos };
}
