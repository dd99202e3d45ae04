import type { Endereco, Layout, TBobina } from '@patio/domain';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { enderecoNoLayout } from '../patio/endereco-no-layout.ts';
import { verificarMovimento } from '../patio/verificar-movimento.ts';
import { MSG_BOBINA, traduzirErroBobina } from './erros.ts';
import { moverBobina } from './mover-bobina.ts';
import { obterBobina } from './obter-bobina.ts';
import { travarBobina } from './travar-bobina.ts';

/**
 * Puts a coil at the slot where it really lies. Works for a coil in the yard (a move on the
 * records), a planned reserve coil and a loaded coil taken back off its vehicle (both enter the
 * yard). Not for a coil a crane is holding, nor for a shipped one.
 */
export async function corrigirEndereco(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  id: number,
  novoEndereco: string,
  force: boolean,
): Promise<TBobina> {
  const destino = enderecoNoLayout(layout, novoEndereco, 'novoEndereco');
  try {
    return await db.transaction((tx) =>
      corrigirEnderecoNa(tx, usuario, { id, novoEndereco, destino, force }),
    );
  } catch (err) {
    throw traduzirErroBobina(err);
  }
}

/**
 * The correction inside the caller's transaction: an inventory applies a difference and closes
 * it together (`motivo` names the count in the coil's history, docs/etiquetas-e-leitura.md).
 */
export async function corrigirEnderecoNa(
  tx: Executor,
  usuario: UsuarioAutenticado,
  c: { id: number; novoEndereco: string; destino: Endereco; force: boolean; motivo?: string },
): Promise<TBobina> {
  const { id, novoEndereco, destino, force } = c;
  const b = await travarBobina(tx, id, [destino]);
  if (b.status === 'EXPEDIDA') throw conflict('ESTADO', MSG_BOBINA.expedida);
  if (b.status === 'EM_MOVIMENTO') throw conflict('ESTADO', MSG_BOBINA.emMovimento);
  if (b.endereco === novoEndereco) throw badRequest(MSG_BOBINA.mesmoEndereco, 'novoEndereco');
  const forcadas = await verificarMovimento(tx, {
    destino,
    origem: b.origem,
    bobina: { id, largura: b.largura, isLege: b.isLege },
    force,
  });
  await moverBobina(tx, usuario, {
    bobinaId: id,
    lote: b.lote,
    de: b.endereco,
    para: novoEndereco,
    statusDe: b.status,
    statusPara: 'NO_PATIO',
    motivo: c.motivo ?? 'Correção de endereço',
    gravarBobina: true,
    sairDaLista: true,
    evento: `Endereço da bobina ${b.lote} corrigido de ${b.endereco ?? '(sem endereço)'} para ${novoEndereco} por ${usuario.login}${c.motivo ? ` (${c.motivo})` : ''}.`,
    forcadas,
  });
  return obterBobina(tx, id);
}
