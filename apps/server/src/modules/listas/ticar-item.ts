import { descricaoTipoLista, type TItemLista } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { fecharItem } from '../bobinas/fechar-item.ts';
import { itemNaoEncontrado, MSG_LISTA, traduzirErroLista } from './erros.ts';
import { obterItem } from './obter-item.ts';

/**
 * Marks a coil of a list: it leaves the list (ticada, no position) and the items after it move
 * up one on screen (their keys do not change: docs/performance-notes.md). No list lock: only the
 * item's row is locked, so ticks do not wait for each other or for a reorder elsewhere in the
 * list. The coil stays planned until it is placed in the yard.
 */
export async function ticarItem(
  db: Db,
  usuario: UsuarioAutenticado,
  bobinaId: number,
): Promise<TItemLista> {
  try {
    return await db.transaction(async (tx) => {
      const item = await fecharItem(tx, bobinaId);
      if (!item) {
        const [algum] = await tx
          .select({ id: listas.id })
          .from(listas)
          .where(eq(listas.bobinaId, bobinaId))
          .limit(1);
        throw algum ? conflict('ESTADO', MSG_LISTA.jaTicada) : itemNaoEncontrado();
      }
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Bobina ${item.lote} marcada na lista ${descricaoTipoLista(item.tipo)} (posição ${item.sequencia}) por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
      return obterItem(tx, bobinaId);
    });
  } catch (err) {
    throw traduzirErroLista(err);
  }
}
