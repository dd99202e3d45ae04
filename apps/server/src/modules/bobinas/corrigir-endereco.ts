import type { Layout, TBobina } from '@patio/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { sairDaLista } from '../listas/sair-da-lista.ts';
import { enderecoNoLayout } from '../patio/endereco-no-layout.ts';
import { forcadoEm, registrarRegrasForcadas } from '../patio/registrar-regras-forcadas.ts';
import { verificarMovimento } from '../patio/verificar-movimento.ts';
import { MSG_BOBINA, traduzirErroBobina } from './erros.ts';
import { obterBobina } from './obter-bobina.ts';
import { registrarMovimento } from './registrar-movimento.ts';
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
    await db.transaction(async (tx) => {
      const b = await travarBobina(tx, id, [destino]);
      if (b.status === 'EXPEDIDA') throw conflict(MSG_BOBINA.expedida);
      if (b.status === 'EM_MOVIMENTO') throw conflict(MSG_BOBINA.emMovimento);
      if (b.endereco === novoEndereco) throw badRequest(MSG_BOBINA.mesmoEndereco, 'novoEndereco');
      const forcadas = await verificarMovimento(tx, {
        destino,
        origem: b.origem,
        bobina: { id, largura: b.largura, isLege: b.isLege },
        force,
      });
      await tx
        .update(bobinas)
        .set({ endereco: novoEndereco, status: 'NO_PATIO', updatedAt: sql`now()` })
        .where(eq(bobinas.id, id));
      await sairDaLista(tx, usuario, id, novoEndereco);
      await registrarMovimento(tx, {
        bobinaId: id,
        usuarioEmail: usuario.email,
        de: b.endereco,
        para: novoEndereco,
        statusDe: b.status,
        statusPara: 'NO_PATIO',
        motivo: `Correção de endereço${forcadoEm(forcadas)}`,
      });
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Endereço da bobina ${b.lote} corrigido de ${b.endereco ?? '(sem endereço)'} para ${novoEndereco} por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
      await registrarRegrasForcadas(
        tx,
        usuario,
        { lote: b.lote, endereco: novoEndereco },
        forcadas,
      );
    });
  } catch (err) {
    throw traduzirErroBobina(err);
  }
  return obterBobina(db, id);
}
