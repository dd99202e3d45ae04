import { descricaoTipoLista, type TItemLista } from '@patio/domain';
import { and, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { itemNaoEncontrado, MSG_LISTA, traduzirErroLista } from './erros.ts';
import { fecharItem } from './fechar-item.ts';
import { obterItem } from './obter-item.ts';
import { travarListas } from './travar-listas.ts';

/**
 * Marks a coil of a list (part2 §2.1): it leaves the list (ticada, no position) and the items
 * after it move up one. The coil stays planned until it is placed in the yard.
 */
export async function ticarItem(
  db: Db,
  usuario: UsuarioAutenticado,
  bobinaId: number,
): Promise<TItemLista> {
  try {
    await db.transaction(async (tx) => {
      const [aberto] = await tx
        .select({ tipo: listas.tipo })
        .from(listas)
        .where(and(eq(listas.bobinaId, bobinaId), not(listas.ticada)));
      if (!aberto) {
        const [algum] = await tx
          .select({ id: listas.id })
          .from(listas)
          .where(eq(listas.bobinaId, bobinaId));
        throw algum ? conflict(MSG_LISTA.jaTicada) : itemNaoEncontrado();
      }
      await travarListas(tx, [aberto.tipo]);
      const item = await fecharItem(tx, bobinaId, aberto.tipo);
      // Ticked or deleted by someone else while this call waited for the lock.
      if (!item) throw conflict(MSG_LISTA.alterada);
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Bobina ${item.lote} marcada na lista ${descricaoTipoLista(item.tipo)} (posição ${item.sequencia}) por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroLista(err);
  }
  return obterItem(db, bobinaId);
}
