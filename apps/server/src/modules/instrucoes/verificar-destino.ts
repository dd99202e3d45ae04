import type { Layout, Violacao } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { MSG_BOBINA } from '../bobinas/erros.ts';
import { travarBobina } from '../bobinas/travar-bobina.ts';
import { enderecoNoLayout } from '../patio/endereco-no-layout.ts';
import { verificarMovimento } from '../patio/verificar-movimento.ts';
import { MSG_INSTRUCAO } from './erros.ts';

/**
 * Promising a destination to a coil: locks the rows of its slot and of the destination, then
 * the coil, and applies the placement rules as if it moved now (free slot, supports: 409;
 * width, A/B, cooling: 422 unless forced). What rests on the coil is not checked here: the
 * office may plan that coil's move before the one on top is moved; the crane's pegar refuses.
 */
export async function verificarDestino(
  tx: Executor,
  layout: Layout,
  bobinaId: number,
  destinoTexto: string,
  force: boolean,
  statusAceitos: readonly string[],
): Promise<{ bobina: Awaited<ReturnType<typeof travarBobina>>; forcadas: Violacao[] }> {
  const destino = enderecoNoLayout(layout, destinoTexto, 'destino');
  const bobina = await travarBobina(tx, bobinaId, [destino]);
  if (!statusAceitos.includes(bobina.status))
    throw conflict('ESTADO', MSG_INSTRUCAO.bobinaForaDoPatio);
  if (bobina.endereco === destinoTexto) throw badRequest(MSG_BOBINA.mesmoEndereco, 'destino');
  const forcadas = await verificarMovimento(tx, {
    destino,
    origem: null,
    bobina: { id: bobina.id, largura: bobina.largura, isLege: bobina.isLege },
    force,
  });
  return { bobina, forcadas };
}
