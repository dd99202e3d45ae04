import { errosDosDadosAlterados, type TItemLista, type TItemListaAlteracao } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import { exigirVersao, type VersaoEsperada } from '../../lib/versao.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { COLUNAS_BOBINA } from '../bobinas/colunas.ts';
import { gravarDados } from '../bobinas/gravar-dados.ts';
import { moverBobina } from '../bobinas/mover-bobina.ts';
import { itemNaoEncontrado, MSG_LISTA, traduzirErroLista } from './erros.ts';
import { obterItem } from './obter-item.ts';

/**
 * Edits a reserve coil's data while it is still planned. item and lote identify it and tipo is
 * its list (docs/product/operations.md#reserve-item-form): sent back unchanged they pass, a
 * different value is a 400 on that field. A coil already in the yard is edited through the coil
 * call, with its permission.
 */
export async function atualizarItem(
  db: Db,
  usuario: UsuarioAutenticado,
  id: number,
  input: TItemListaAlteracao,
  versao?: VersaoEsperada,
): Promise<TItemLista> {
  try {
    return await db.transaction(async (tx) => {
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
      exigirVersao('bobina', atual.versao, versao);
      if (atual.status !== 'PLANEJADA') throw conflict('ESTADO', MSG_LISTA.naoPlanejada);
      const erros: Record<string, string[]> = {};
      if (input.item !== atual.item) erros.item = [MSG_LISTA.somenteLeitura];
      if (input.lote !== atual.lote) erros.lote = [MSG_LISTA.somenteLeitura];
      if (input.tipo !== item.tipo) erros.tipo = [MSG_LISTA.somenteLeitura];
      Object.assign(erros, errosDosDadosAlterados(input, atual));
      if (Object.keys(erros).length > 0) throw new HttpError(400, erros, 'INVALIDO');

      const campos = await gravarDados(tx, id, input, atual);
      await moverBobina(tx, usuario, {
        bobinaId: id,
        lote: atual.lote,
        de: null,
        para: null,
        statusDe: atual.status,
        statusPara: atual.status,
        motivo: `Alteração de informações na lista reserva (${campos})`,
        gravarBobina: false,
        evento: `Bobina ${atual.lote} da lista reserva alterada por ${usuario.login} (${campos}).`,
      });
      return obterItem(tx, id);
    });
  } catch (err) {
    throw traduzirErroLista(err);
  }
}
