import { descricaoTipoLista, type TExclusaoLista, type TipoLista } from '@patio/domain';
import { and, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, listas, movimentos } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { emIds } from './em-ids.ts';
import { MSG_LISTA, traduzirErroLista } from './erros.ts';
import { renumerarLista } from './renumerar-lista.ts';
import { travarListas } from './travar-listas.ts';

/**
 * Bulk delete of part2 §5, all or nothing: the chosen open items of one list (every one with
 * `todos`) and their planned coils go; the rest of the list is renumbered 1..n. An id that is
 * no longer an open item of that list (ticked, placed, deleted, another list) refuses the
 * whole call, so nobody deletes what they did not see.
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
      await travarListas(tx, [tipo]);
      const alvo = await tx
        .select({ bobinaId: listas.bobinaId, lote: bobinas.lote, status: bobinas.status })
        .from(listas)
        .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
        .where(
          and(
            eq(listas.tipo, tipo),
            not(listas.ticada),
            ids ? emIds(listas.bobinaId, ids) : undefined,
          ),
        )
        .orderBy(listas.sequencia)
        .for('update');
      if (ids && alvo.length !== ids.length) throw conflict(MSG_LISTA.alterada);
      if (alvo.some((a) => a.status !== 'PLANEJADA')) throw conflict(MSG_LISTA.alterada);
      if (alvo.length === 0) return [];
      const bobinaIds = alvo.map((a) => a.bobinaId);
      // Their items and movements would go by ON DELETE CASCADE, but one row at a time, and
      // listas.bobina_id has only a partial index: each would scan the list. One join instead.
      await tx.delete(listas).where(emIds(listas.bobinaId, bobinaIds));
      await tx.delete(movimentos).where(emIds(movimentos.bobinaId, bobinaIds));
      await tx.delete(bobinas).where(emIds(bobinas.id, bobinaIds));
      await renumerarLista(tx, tipo);
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
