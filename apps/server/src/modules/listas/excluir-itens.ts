import { descricaoTipoLista, type TExclusaoLista, type TipoLista } from '@patio/domain';
import { and, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { emIds } from './em-ids.ts';
import { MSG_LISTA, traduzirErroLista } from './erros.ts';
import { travarOrdem } from './travar-listas.ts';

/**
 * Bulk delete, all or nothing: the chosen open items of one list (every one with `todos`) and
 * their planned coils go; the others keep their keys, so their Ordem closes the gap without a
 * write. An id that is no longer an open item of that list (ticked, placed, deleted, another
 * list) refuses the whole call, so nobody deletes what they did not see.
 */
export async function excluirItens(
  db: Db,
  usuario: UsuarioAutenticado,
  tipo: TipoLista,
  selecao: TExclusaoLista,
) {
  const ids = selecao.todos ? null : [...new Set(selecao.ids ?? [])];
  try {
    const lotes = await db.transaction(async (tx) => {
      await travarOrdem(tx, tipo);
      const doTipo = (escolhidos: readonly number[] | null) =>
        and(
          eq(listas.tipo, tipo),
          not(listas.ticada),
          escolhidos ? emIds(listas.bobinaId, escolhidos) : undefined,
        );
      // The coils first, then their items: a placement locks a coil and then its item, a tick
      // only the item, so this order cannot deadlock with either.
      const lidos = await tx
        .select({ bobinaId: listas.bobinaId, lote: bobinas.lote, status: bobinas.status })
        .from(listas)
        .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
        .where(doTipo(ids))
        .orderBy(bobinas.id)
        .for('update', { of: bobinas });
      if (ids && lidos.length !== ids.length) throw conflict('ALTERADO', MSG_LISTA.alterada);
      if (lidos.some((a) => a.status !== 'PLANEJADA'))
        throw conflict('ALTERADO', MSG_LISTA.alterada);
      // Read again under the coils' locks: an item ticked while this call waited is not
      // deleted (named ids: the call is refused; `todos`: the rest still goes).
      const abertos = lidos.length
        ? await tx
            .select({ bobinaId: listas.bobinaId })
            .from(listas)
            .where(doTipo(lidos.map((a) => a.bobinaId)))
            .for('update')
        : [];
      if (ids && abertos.length !== ids.length) throw conflict('ALTERADO', MSG_LISTA.alterada);
      const ainda = new Set(abertos.map((a) => a.bobinaId));
      const alvo = lidos.filter((a) => ainda.has(a.bobinaId));
      if (alvo.length === 0) return [];
      const bobinaIds = alvo.map((a) => a.bobinaId);
      // Their items and movements would go by ON DELETE CASCADE, but one row at a time, and
      // listas.bobina_id has only a partial index: each would scan the list. One join instead.
      await tx.delete(listas).where(emIds(listas.bobinaId, bobinaIds));
      // Their movements stay: the history is append-only (docs/audit-trail.md).
      await tx.delete(bobinas).where(emIds(bobinas.id, bobinaIds));
      const quais = selecao.todos ? ' (todas)' : '';
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `${alvo.length} bobina(s) excluída(s) da lista ${descricaoTipoLista(tipo)}${quais} por ${usuario.login}: ${alvo.map((a) => a.lote).join(', ')}.`,
        emailResponsavel: usuario.email,
      });
      return alvo.map((a) => a.lote);
    });
    return { mensagem: MSG_LISTA.excluidas, quantidade: lotes.length };
  } catch (err) {
    throw traduzirErroLista(err);
  }
}
