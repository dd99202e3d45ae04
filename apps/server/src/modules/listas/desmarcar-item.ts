import { descricaoTipoLista, PRAZO_DESMARCAR_SEGUNDOS, type TItemLista } from '@patio/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { posicaoDe, proximasChaves } from '../../lib/ordem-da-lista.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { itemNaoEncontrado, MSG_LISTA, traduzirErroLista } from './erros.ts';
import { obterItem } from './obter-item.ts';
import { travarCauda } from './travar-listas.ts';

/**
 * Undoes a tick (the toast's "Desfazer"): the coil's latest item opens again. A ticked item
 * keeps its order key, so clearing `ticada` puts it back where it was and no other item is
 * written (docs/performance-notes.md); an item ticked before the keys existed has none and goes
 * to the end. The query's `sequencia` (the position the client saw) is checked by the route's
 * schema and not needed here: the item's own key puts it back.
 * Only shortly after the tick and while the coil is still planned (not placed in the yard, not
 * deleted, not in a list again).
 */
export async function desmarcarItem(
  db: Db,
  usuario: UsuarioAutenticado,
  bobinaId: number,
): Promise<TItemLista> {
  try {
    return await db.transaction(async (tx) => {
      const [ultimo] = await tx
        .select({ tipo: listas.tipo })
        .from(listas)
        .where(eq(listas.bobinaId, bobinaId))
        .orderBy(desc(listas.id))
        .limit(1);
      if (!ultimo) throw itemNaoEncontrado();
      // Read again under the row lock: a tick, a placement or a delete may have come in between.
      const [item] = await tx
        .select({
          id: listas.id,
          tipo: listas.tipo,
          chave: listas.sequencia,
          ticada: listas.ticada,
          recente: sql<boolean>`${listas.ticadaAt} > now() - make_interval(secs => ${PRAZO_DESMARCAR_SEGUNDOS})`,
          status: bobinas.status,
          lote: bobinas.lote,
        })
        .from(listas)
        .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
        .where(eq(listas.bobinaId, bobinaId))
        .orderBy(desc(listas.id))
        .limit(1)
        .for('update', { of: listas });
      if (!item) throw itemNaoEncontrado();
      if (!item.ticada || item.tipo !== ultimo.tipo) throw conflict('ESTADO', MSG_LISTA.naoTicada);
      if (item.status !== 'PLANEJADA') throw conflict('ESTADO', MSG_LISTA.naoPlanejada);
      if (!item.recente) throw conflict('ESTADO', MSG_LISTA.prazoDesmarcar);
      let chave = item.chave;
      if (chave === null) {
        await travarCauda(tx, [item.tipo]);
        chave = (await proximasChaves(tx, item.tipo, 1)).chave;
      }
      await tx
        .update(listas)
        .set({ ticada: false, ticadaAt: null, sequencia: chave })
        .where(and(eq(listas.id, item.id), eq(listas.ticada, true)));
      const posicao = await posicaoDe(tx, item.tipo, chave);
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Marcação da bobina ${item.lote} desfeita na lista ${descricaoTipoLista(item.tipo)} (volta à posição ${posicao}) por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
      return obterItem(tx, bobinaId);
    });
  } catch (err) {
    throw traduzirErroLista(err);
  }
}
