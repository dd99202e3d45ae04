import { descricaoTipoLista } from '@patio/domain';
import { and, between, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { MSG_LISTA, traduzirErroLista } from './erros.ts';
import { travarListas } from './travar-listas.ts';

/**
 * Reorder mode's save (part2 §4): `ids` take positions primeira, primeira+1, … of their list.
 * They must be exactly the items holding those positions now; otherwise someone changed the
 * list since the screen loaded it, and nothing is written (409).
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
      if (!primeiro) throw conflict(MSG_LISTA.alterada);
      const { tipo } = primeiro;
      await travarListas(tx, [tipo]);
      const faixa = await tx
        .select({ bobinaId: listas.bobinaId })
        .from(listas)
        .where(
          and(
            eq(listas.tipo, tipo),
            not(listas.ticada),
            between(listas.sequencia, primeira, ultima),
          ),
        )
        .for('update');
      const naFaixa = new Set(faixa.map((f) => f.bobinaId));
      if (faixa.length !== ids.length || ids.some((id) => !naFaixa.has(id))) {
        throw conflict(MSG_LISTA.alterada);
      }
      const novas = JSON.stringify(
        ids.map((bobinaId, i) => ({ bobinaId, sequencia: primeira + i })),
      );
      // One statement; the (tipo, sequencia) uniqueness is checked at commit, after the swap.
      await tx.execute(sql`
        update ${listas} l set sequencia = v."sequencia"
        from jsonb_to_recordset(${novas}::jsonb) as v("bobinaId" int, "sequencia" int)
        where l.bobina_id = v."bobinaId" and l.tipo = ${tipo} and not l.ticada`);
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
