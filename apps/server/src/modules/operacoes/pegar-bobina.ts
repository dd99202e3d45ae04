import type { TOperacao } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instrucoes } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import {
  type ChaveDeIdempotencia,
  guardarResposta,
  reivindicarChave,
} from '../../lib/idempotencia.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { moverBobina } from '../bobinas/mover-bobina.ts';
import { MSG_INSTRUCAO, traduzirErroInstrucao } from '../instrucoes/erros.ts';
import { verificarRetirada } from '../patio/verificar-retirada.ts';
import {
  alertarLeituraRecusada,
  CONFIRMADA_POR_LEITURA,
  conferirBobinaLida,
  type Leitura,
} from './conferir-leitura.ts';
import { listarOperacoes } from './listar-operacoes.ts';
import { travarOperacao } from './travar-operacao.ts';

/**
 * "Pegar bobina": the crane lifts the coil of its first instruction. The coil keeps its slot
 * while it hangs (EM_MOVIMENTO), so nobody fills it and the map still shows it; a ground coil
 * carrying a pyramid coil cannot be lifted. With an idempotency key, a repeat answers the first
 * call's operations without lifting again (`repetida`). A label reading (`leitura.lido`) must
 * be the coil's lot, else nothing changes and an ALERTA says so (docs/etiquetas-e-leitura.md).
 * The body also names the instruction the cab's screen acted on and when the tap happened
 * (docs/offline.md).
 */
export async function pegarBobina(
  db: Db,
  usuario: UsuarioAutenticado,
  ponte: string,
  chave?: ChaveDeIdempotencia,
  leitura?: Leitura,
): Promise<{ operacoes: TOperacao[]; repetida: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const repetida = await reivindicarChave(tx, chave);
      if (repetida) return { operacoes: repetida, repetida: true };
      const { instrucao, bobina } = await travarOperacao(tx, ponte, false, leitura?.instrucaoId);
      if (instrucao.estado === 'INICIADA') throw conflict('ESTADO', MSG_INSTRUCAO.jaPega);
      const confirmada = conferirBobinaLida(leitura, bobina.lote);
      if (bobina.status !== 'NO_PATIO' || !bobina.origem) {
        throw conflict('ESTADO', MSG_INSTRUCAO.bobinaForaDoPatio);
      }
      await verificarRetirada(tx, bobina.origem);
      await tx
        .update(instrucoes)
        .set({ estado: 'INICIADA' })
        .where(eq(instrucoes.id, instrucao.id));
      // The coil keeps its slot while it hangs: only its status changes.
      await moverBobina(tx, usuario, {
        bobinaId: bobina.id,
        lote: bobina.lote,
        de: bobina.endereco,
        para: bobina.endereco,
        statusDe: 'NO_PATIO',
        statusPara: 'EM_MOVIMENTO',
        motivo: `Pega pela ponte ${ponte} (instrução ${instrucao.id})${confirmada ? CONFIRMADA_POR_LEITURA : ''}`,
        gravarBobina: true,
        evento: `Bobina ${bobina.lote} pega em ${bobina.endereco} pela ponte ${ponte} (instrução ${instrucao.id}) por ${usuario.login}.`,
        ...(leitura?.ocorridoEm ? { ocorridoEm: leitura.ocorridoEm } : {}),
      });
      const operacoes = await listarOperacoes(tx, ponte);
      await guardarResposta(tx, chave, 200, operacoes);
      return { operacoes, repetida: false };
    });
  } catch (err) {
    await alertarLeituraRecusada(db, usuario, ponte, err);
    throw traduzirErroInstrucao(err);
  }
}
