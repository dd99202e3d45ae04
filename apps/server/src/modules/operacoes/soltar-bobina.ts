import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { MSG_INSTRUCAO, traduzirErroInstrucao } from '../instrucoes/erros.ts';
import { carregarNoDespacho } from './carregar-no-despacho.ts';
import { colocarNoDestino } from './colocar-no-destino.ts';
import { concluirInstrucao } from './concluir-instrucao.ts';
import { travarOperacao } from './travar-operacao.ts';

/**
 * "Soltar bobina": the crane puts down the coil of its started first instruction, at the
 * destination (MANUAL) or on the dispatch's vehicle (DESPACHO); the instruction is done and the
 * crane's second one moves up. A refusal (409) changes nothing: the coil still hangs, at its
 * origin on the records, and the instruction stays started.
 */
export async function soltarBobina(
  db: Db,
  usuario: UsuarioAutenticado,
  ponte: string,
): Promise<{ despachoId: number | null }> {
  try {
    return await db.transaction(async (tx) => {
      const { instrucao, bobina } = await travarOperacao(tx, ponte, true);
      if (instrucao.estado !== 'INICIADA' || bobina.status !== 'EM_MOVIMENTO') {
        throw conflict(MSG_INSTRUCAO.naoPega);
      }
      const op = { tx, usuario, ponte, instrucaoId: instrucao.id, bobina };
      if (instrucao.tipo === 'DESPACHO' && instrucao.despachoId !== null) {
        await carregarNoDespacho(op, instrucao.despachoId);
      } else {
        await colocarNoDestino(op, instrucao.destino ?? '');
      }
      await concluirInstrucao(tx, instrucao.id, ponte);
      return { despachoId: instrucao.despachoId };
    });
  } catch (err) {
    throw traduzirErroInstrucao(err);
  }
}
