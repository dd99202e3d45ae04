import type { Layout, TInstrucaoInput, TInstrucaoLinha } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instrucoes } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import { exigirVersao, type VersaoEsperada } from '../../lib/versao.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { MSG_BOBINA } from '../bobinas/erros.ts';
import { registrarRegrasForcadas } from '../patio/registrar-regras-forcadas.ts';
import { instrucaoNaoEncontrada, MSG_INSTRUCAO, traduzirErroInstrucao } from './erros.ts';
import { obterInstrucao } from './obter-instrucao.ts';
import { verificarDestino } from './verificar-destino.ts';

/**
 * "Corrigir Destino" (docs/product/operations.md#instruction-list) and the crane's "Salvar destino"
 * (docs/product/operations.md#crane-screen): a new destination for an open MANUAL or
 * REMANEJAMENTO instruction. Allowed while started too: a coil hanging from a crane whose slot
 * was taken meanwhile needs somewhere else to go. The lot never changes.
 */
export async function atualizarInstrucao(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  id: number,
  input: TInstrucaoInput,
  force: boolean,
  versao?: VersaoEsperada,
): Promise<TInstrucaoLinha> {
  const antes = await obterInstrucao(db, id);
  exigirVersao('instrucao', antes.versao, versao);
  if (antes.estado === 'CONCLUIDA') throw conflict('ESTADO', MSG_INSTRUCAO.concluida);
  if (antes.tipo === 'DESPACHO') throw conflict('ESTADO', MSG_INSTRUCAO.despachoSemDestino);
  if (antes.lote !== input.lote) throw badRequest(MSG_BOBINA.somenteLeitura, 'lote');
  if (antes.destino === input.destino) return antes;
  try {
    return await db.transaction(async (tx) => {
      const { bobina, forcadas } = await verificarDestino(
        tx,
        layout,
        antes.bobinaId,
        input.destino,
        force,
        ['NO_PATIO', 'EM_MOVIMENTO'],
      );
      const [atual] = await tx
        .select({
          estado: instrucoes.estado,
          destino: instrucoes.destino,
          versao: instrucoes.versao,
        })
        .from(instrucoes)
        .where(eq(instrucoes.id, id))
        .for('update');
      // Re-read under the lock: the crane may have finished it since the first read.
      if (!atual) throw instrucaoNaoEncontrada();
      exigirVersao('instrucao', atual.versao, versao);
      if (atual.estado === 'CONCLUIDA') throw conflict('ESTADO', MSG_INSTRUCAO.concluida);
      await tx.update(instrucoes).set({ destino: input.destino }).where(eq(instrucoes.id, id));
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Destino da instrução ${id} (bobina ${bobina.lote}) alterado de ${atual.destino} para ${input.destino} por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
      await registrarRegrasForcadas(
        tx,
        usuario,
        { lote: bobina.lote, endereco: input.destino },
        forcadas,
      );
      return obterInstrucao(tx, id);
    });
  } catch (err) {
    throw traduzirErroInstrucao(err);
  }
}
