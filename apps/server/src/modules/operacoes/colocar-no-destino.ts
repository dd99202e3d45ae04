import { moverBobina } from '../bobinas/mover-bobina.ts';
import { enderecoNoLayout } from '../patio/endereco-no-layout.ts';
import { verificarMovimento } from '../patio/verificar-movimento.ts';
import { CONFIRMADA_POR_LEITURA } from './conferir-leitura.ts';
import type { OperacaoTravada } from './operacao-travada.ts';

/**
 * A MANUAL instruction ends with the coil at its destination. The yard rules are checked again
 * (the slot may have been filled, a support lifted, since the office chose it): a blocking one
 * refuses with 409. An overridable one was the office's call when it chose the destination
 * (with a confirmation) and a crane cab cannot answer a question, so it is applied and written
 * down as an ALERTA naming the operator and the rule.
 */
export async function colocarNoDestino(op: OperacaoTravada, destinoTexto: string): Promise<void> {
  const { tx, layout, usuario, ponte, bobina } = op;
  const destino = enderecoNoLayout(layout, destinoTexto, 'destino');
  const forcadas = await verificarMovimento(tx, {
    destino,
    origem: bobina.origem,
    bobina: { id: bobina.id, largura: bobina.largura, isLege: bobina.isLege },
    force: true,
  });
  await moverBobina(tx, usuario, {
    bobinaId: bobina.id,
    lote: bobina.lote,
    de: bobina.endereco,
    para: destinoTexto,
    statusDe: 'EM_MOVIMENTO',
    statusPara: 'NO_PATIO',
    motivo: `Instrução ${op.instrucaoId} executada pela ponte ${ponte}${op.confirmada ? CONFIRMADA_POR_LEITURA : ''}`,
    gravarBobina: true,
    evento: `Bobina ${bobina.lote} levada de ${bobina.endereco} para ${destinoTexto} pela ponte ${ponte} (instrução ${op.instrucaoId}) por ${usuario.login}.`,
    forcadas,
    ...(op.ocorridoEm ? { ocorridoEm: op.ocorridoEm } : {}),
  });
}
