import type { TItemLista, TItemListaInput } from '@patio/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { COLUNAS_BOBINA } from '../bobinas/colunas.ts';
import { registrarMovimento } from '../bobinas/registrar-movimento.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { itemNaoEncontrado, MSG_LISTA, traduzirErroLista } from './erros.ts';
import { obterItem } from './obter-item.ts';

const EDITAVEIS = [
  'grupo',
  'material',
  'fluxo',
  'laminacaoAt',
  'laminacaoTurno',
  'isResfriada',
  'isLege',
  'peso',
  'espessura',
  'largura',
  'proximoProcesso',
] as const;

/**
 * Edits a reserve coil's data while it is still planned. item and lote identify it and tipo is
 * its list (part2 §2.2): sent back unchanged they pass, a different value is a 400 on that
 * field. A coil already in the yard is edited through the coil call, with its permission.
 */
export async function editarItem(
  db: Db,
  usuario: UsuarioAutenticado,
  id: number,
  input: TItemListaInput,
): Promise<TItemLista> {
  try {
    await db.transaction(async (tx) => {
      const [atual] = await tx
        .select(COLUNAS_BOBINA)
        .from(bobinas)
        .where(eq(bobinas.id, id))
        .for('update');
      const [item] = await tx
        .select({ tipo: listas.tipo })
        .from(listas)
        .where(eq(listas.bobinaId, id))
        .limit(1);
      if (!atual || !item) throw itemNaoEncontrado();
      if (atual.status !== 'PLANEJADA') throw conflict(MSG_LISTA.naoPlanejada);
      const erros: Record<string, string[]> = {};
      if (input.item !== atual.item) erros.item = [MSG_LISTA.somenteLeitura];
      if (input.lote !== atual.lote) erros.lote = [MSG_LISTA.somenteLeitura];
      if (input.tipo !== item.tipo) erros.tipo = [MSG_LISTA.somenteLeitura];
      if (Object.keys(erros).length > 0) throw new HttpError(400, erros);

      const novo = Object.fromEntries(EDITAVEIS.map((k) => [k, input[k]]));
      const mudou = EDITAVEIS.filter((k) => input[k] !== atual[k]);
      await tx
        .update(bobinas)
        .set({ ...novo, updatedAt: sql`now()` })
        .where(eq(bobinas.id, id));
      const campos = mudou.length > 0 ? mudou.join(', ') : 'nenhum campo mudou';
      await registrarMovimento(tx, {
        bobinaId: id,
        usuarioEmail: usuario.email,
        de: null,
        para: null,
        statusDe: atual.status,
        statusPara: atual.status,
        motivo: `Alteração de informações na lista reserva (${campos})`,
      });
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Bobina ${atual.lote} da lista reserva alterada por ${usuario.login} (${campos}).`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroLista(err);
  }
  return obterItem(db, id);
}
