import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { despachos } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { MSG_DESPACHO, traduzirErroDespacho } from './erros.ts';
import { itensDoDespacho } from './itens-do-despacho.ts';
import { retirarBobina } from './retirar-bobina.ts';
import { travarDespacho } from './travar-despacho.ts';

/**
 * DELETE despachos/{id}: only while nothing is on the vehicle. Each coil leaves the dispatch
 * as a remove would (its pending instruction goes, a lifted one refuses the whole delete).
 */
export async function excluirDespacho(db: Db, usuario: UsuarioAutenticado, id: number) {
  try {
    await db.transaction(async (tx) => {
      const d = await travarDespacho(tx, id);
      const itens = await itensDoDespacho(tx, id);
      const carregadas = itens.filter((i) => i.carregada).length;
      if (carregadas > 0) throw conflict('CARREGADA', MSG_DESPACHO.comCarregadas(carregadas));
      const motivo = `Retirada do despacho ${d.identificacao} (despacho excluído)`;
      for (const { item, bobina } of itens) {
        await retirarBobina(tx, usuario, d, bobina, item, motivo);
      }
      // Cascades to what is left of it: finished instructions of coils taken back off.
      await tx.delete(despachos).where(eq(despachos.id, id));
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Despacho ${d.identificacao} (${d.modal}) excluído com ${itens.length} bobina(s) por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroDespacho(err);
  }
  return { mensagem: 'Operação de despacho excluída com sucesso' };
}
