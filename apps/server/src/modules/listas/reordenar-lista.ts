import { descricaoTipoLista } from '@patio/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { emIds } from './em-ids.ts';
import { MSG_LISTA, traduzirErroLista } from './erros.ts';
import { travarOrdem } from './travar-listas.ts';

/**
 * Reorder mode's save: `ids` take positions primeira, primeira+1, … of their list. They must be
 * exactly the items holding those positions now; otherwise someone changed the list since the
 * screen loaded it, and nothing is written (409). The range's keys are permuted among its own
 * items: no item outside the range is written, and the list's keys stay the same set.
 */
export async function reordenarLista(
  db: Db,
  usuario: UsuarioAutenticado,
  primeira: number,
  ids: readonly number[],
) {
  const ultima = primeira + ids.length - 1;
  try {
    await db.transaction(async (tx) => {
      const [primeiro] = await tx
        .select({ tipo: listas.tipo })
        .from(listas)
        .where(and(eq(listas.bobinaId, ids[0] as number), not(listas.ticada)));
      if (!primeiro) throw conflict('ALTERADO', MSG_LISTA.alterada);
      const { tipo } = primeiro;
      // Two reorders of crossing ranges: the later one reads the list after the first commits.
      await travarOrdem(tx, tipo);
      // The items at those positions (the Ordem: open items by key), through the open items'
      // index, O(ultima). Then their rows are locked and read again: an item ticked or placed
      // meanwhile is missing and the call is refused.
      const faixa = await tx
        .select({ bobinaId: listas.bobinaId })
        .from(listas)
        .where(and(eq(listas.tipo, tipo), not(listas.ticada)))
        .orderBy(listas.sequencia)
        .offset(primeira - 1)
        .limit(ids.length);
      const naFaixa = new Set(faixa.map((f) => f.bobinaId));
      if (faixa.length !== ids.length || ids.some((id) => !naFaixa.has(id))) {
        throw conflict('ALTERADO', MSG_LISTA.alterada);
      }
      const travados = await tx
        .select({ chave: listas.sequencia })
        .from(listas)
        .where(and(eq(listas.tipo, tipo), not(listas.ticada), emIds(listas.bobinaId, ids)))
        .orderBy(listas.sequencia)
        .for('update');
      if (travados.length !== ids.length) throw conflict('ALTERADO', MSG_LISTA.alterada);
      const novas = JSON.stringify(
        ids.map((bobinaId, i) => ({ bobinaId, chave: travados[i]?.chave })),
      );
      // One statement; the (tipo, sequencia) uniqueness is checked at commit, after the swap.
      await tx.execute(sql`
        update ${listas} l set sequencia = v."chave"
        from jsonb_to_recordset(${novas}::jsonb) as v("bobinaId" int, "chave" int)
        where l.bobina_id = v."bobinaId" and l.tipo = ${tipo} and not l.ticada
          and l.sequencia is distinct from v."chave"`);
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Ordem da lista ${descricaoTipoLista(tipo)} alterada por ${usuario.login} (posições ${primeira} a ${ultima}).`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroLista(err);
  }
  return { mensagem: MSG_LISTA.ordemSalva };
}
