import {
  MAX_OPERACOES_POR_PONTE,
  MENSAGENS_REMANEJAMENTO,
  type TOperacaoInput,
} from '@patio/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { instrucoes } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { naPonte } from '../instrucoes/colunas.ts';
import { MSG_INSTRUCAO, traduzirErroInstrucao } from '../instrucoes/erros.ts';
import { remanejamentosPendentes } from '../remanejamentos/remanejamentos-pendentes.ts';

/**
 * "Avançar" (docs/product/operations.md#crane-screen): puts one or two open instructions on a
 * crane, after any it already holds (at most two in all). One UPDATE … WHERE estado = 'ABERTA'
 * takes them: of two cranes racing for an instruction exactly one updates it; the other updates
 * fewer rows than it asked for and rolls back with 400. The (ponte, ordem) unique index settles two
 * selections racing on one crane. An instruction waiting for a relocation is taken only behind it
 * on this crane.
 */
export async function selecionarInstrucoes(
  db: Db,
  usuario: UsuarioAutenticado,
  input: TOperacaoInput,
): Promise<void> {
  const { ponte } = input;
  const ids = [input.primeiraInstrucaoId, input.segundaInstrucaoId].filter(
    (id): id is number => id !== null,
  );
  try {
    await db.transaction(async (tx) => {
      const ocupadas = await tx
        .select({ id: instrucoes.id, ordem: instrucoes.ordem })
        .from(instrucoes)
        .where(and(eq(instrucoes.ponte, ponte), naPonte));
      const posicoes = Array.from({ length: MAX_OPERACOES_POR_PONTE }, (_, i) => i + 1);
      const livres = posicoes.filter((o) => !ocupadas.some((x) => x.ordem === o));
      if (ids.length > livres.length) {
        throw conflict('ESTADO', MSG_INSTRUCAO.maximo(ocupadas.length));
      }
      await exigirRemanejamentosAntes(
        tx,
        ids,
        ocupadas.map((o) => o.id),
      );
      const ordem = sql.join(
        ids.map((id, i) => sql`when ${id}::int then ${livres[i]}::int`),
        sql` `,
      );
      const tomadas = await tx
        .update(instrucoes)
        .set({ estado: 'SELECIONADA', ponte, ordem: sql`case ${instrucoes.id} ${ordem} end` })
        .where(
          and(
            inArray(instrucoes.id, ids),
            eq(instrucoes.estado, 'ABERTA'),
            eq(instrucoes.ticada, true),
          ),
        )
        .returning({ id: instrucoes.id });
      if (tomadas.length < ids.length) await recusar(tx, ids);
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Instrução(ões) ${ids.join(', ')} selecionada(s) na ponte ${ponte} por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroInstrucao(err);
  }
}

/**
 * A blocked instruction (its coil carries pyramid coils) goes on a crane only once each of its
 * open relocations is done or runs before it on this same crane (docs/relocation.md): 409 naming
 * the lots it waits for otherwise.
 */
async function exigirRemanejamentosAntes(tx: Executor, ids: number[], naPonte: number[]) {
  const pendentes = await remanejamentosPendentes(tx, ids);
  const faltam = pendentes.filter(
    (p) =>
      !naPonte.includes(p.remanejamentoId) &&
      !ids.slice(0, ids.indexOf(p.instrucaoId)).includes(p.remanejamentoId),
  );
  if (faltam.length === 0) return;
  const lotes = [...new Set(faltam.map((p) => p.lote))];
  throw conflict('ESTADO', `Instrução ${MENSAGENS_REMANEJAMENTO.aguardando(lotes)}.`);
}

/** Why an instruction could not be taken; throwing rolls back the one that was. */
async function recusar(tx: Executor, ids: number[]): Promise<never> {
  const existentes = await tx
    .select({ id: instrucoes.id, estado: instrucoes.estado })
    .from(instrucoes)
    .where(inArray(instrucoes.id, ids));
  if (existentes.length < ids.length) throw notFound('NAO_ENCONTRADO', MSG_INSTRUCAO.naoEncontrada);
  if (existentes.some((i) => i.estado === 'CONCLUIDA'))
    throw conflict('ESTADO', MSG_INSTRUCAO.concluida);
  throw badRequest(MSG_INSTRUCAO.outraPonte);
}
