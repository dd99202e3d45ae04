import type { Layout, TOperacao } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import {
  type ChaveDeIdempotencia,
  guardarResposta,
  reivindicarChave,
} from '../../lib/idempotencia.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { MSG_INSTRUCAO, traduzirErroInstrucao } from '../instrucoes/erros.ts';
import { replanejarRemanejamento } from '../remanejamentos/replanejar-remanejamento.ts';
import { carregarNoDespacho } from './carregar-no-despacho.ts';
import { colocarNoDestino } from './colocar-no-destino.ts';
import { concluirInstrucao } from './concluir-instrucao.ts';
import { alertarLeituraRecusada, conferirEnderecoLido, type Leitura } from './conferir-leitura.ts';
import { listarOperacoes } from './listar-operacoes.ts';
import { travarOperacao } from './travar-operacao.ts';

export interface Soltura {
  operacoes: TOperacao[];
  despachoId: number | null;
  repetida: boolean;
}

/**
 * "Soltar bobina": the crane puts down the coil of its started first instruction, at the
 * destination (MANUAL, REMANEJAMENTO) or on the dispatch's vehicle (DESPACHO); the instruction
 * is done and the crane's second one moves up. A refusal (409) changes nothing: the coil still
 * hangs, at its origin on the records, and the instruction stays started; a relocation refused
 * at its destination is re-planned to the next free slot (docs/relocation.md). With an
 * idempotency key, a repeat answers the first call's operations without acting again. A
 * label reading (`leitura.lido`) of a drop at an address must be that address; a dispatch's
 * vehicle has no address label, so its reading is not compared (docs/etiquetas-e-leitura.md).
 */
export async function soltarBobina(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  ponte: string,
  chave?: ChaveDeIdempotencia,
  leitura?: Leitura,
): Promise<Soltura> {
  let remanejamentoNoDestino: number | null = null;
  try {
    return await db.transaction(async (tx) => {
      const repetida = await reivindicarChave(tx, chave);
      if (repetida) return { operacoes: repetida, despachoId: null, repetida: true };
      const { instrucao, bobina } = await travarOperacao(tx, ponte, true, leitura?.instrucaoId);
      if (instrucao.estado !== 'INICIADA' || bobina.status !== 'EM_MOVIMENTO') {
        throw conflict('ESTADO', MSG_INSTRUCAO.naoPega);
      }
      const noVeiculo = instrucao.tipo === 'DESPACHO' && instrucao.despachoId !== null;
      const confirmada = !noVeiculo && conferirEnderecoLido(leitura, instrucao.destino ?? '');
      const op = {
        tx,
        layout,
        usuario,
        ponte,
        instrucaoId: instrucao.id,
        bobina,
        confirmada,
        ocorridoEm: leitura?.ocorridoEm,
      };
      if (noVeiculo && instrucao.despachoId !== null) {
        await carregarNoDespacho(op, instrucao.despachoId);
      } else {
        if (instrucao.tipo === 'REMANEJAMENTO') remanejamentoNoDestino = instrucao.id;
        await colocarNoDestino(op, instrucao.destino ?? '');
        remanejamentoNoDestino = null;
      }
      await concluirInstrucao(tx, instrucao.id, ponte);
      const operacoes = await listarOperacoes(tx, ponte);
      await guardarResposta(tx, chave, 200, operacoes);
      return { operacoes, despachoId: instrucao.despachoId, repetida: false };
    });
  } catch (err) {
    await alertarLeituraRecusada(db, usuario, ponte, err);
    if (remanejamentoNoDestino !== null && err instanceof HttpError && err.statusCode === 409) {
      throw await replanejarRemanejamento(
        db,
        layout,
        usuario,
        ponte,
        remanejamentoNoDestino,
        err,
        chave,
      );
    }
    throw traduzirErroInstrucao(err);
  }
}
