import { descricaoTipoLista, type TItemLista, type TItemListaInput } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { proximasChaves } from '../../lib/ordem-da-lista.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { moverBobina } from '../bobinas/mover-bobina.ts';
import { traduzirErroLista } from './erros.ts';
import { obterItem } from './obter-item.ts';
import { travarCauda } from './travar-listas.ts';

/** A planned coil (no address yet) at the end of its list. */
export async function criarItem(
  db: Db,
  usuario: UsuarioAutenticado,
  input: TItemListaInput,
): Promise<TItemLista> {
  const { tipo, ...dados } = input;
  const lista = descricaoTipoLista(tipo);
  try {
    return await db.transaction(async (tx) => {
      await travarCauda(tx, [tipo]);
      const [b] = await tx
        .insert(bobinas)
        .values({ ...dados, tipo, status: 'PLANEJADA' })
        .returning({ id: bobinas.id });
      const bobinaId = b?.id as number;
      const { chave, posicao } = await proximasChaves(tx, tipo, 1);
      await tx.insert(listas).values({ bobinaId, tipo, sequencia: chave });
      await moverBobina(tx, usuario, {
        bobinaId,
        lote: dados.lote,
        de: null,
        para: null,
        statusDe: null,
        statusPara: 'PLANEJADA',
        motivo: `Cadastro na lista ${lista}`,
        gravarBobina: false,
        evento: `Bobina ${dados.lote} cadastrada na lista ${lista} (posição ${posicao}) por ${usuario.login}.`,
      });
      return obterItem(tx, bobinaId);
    });
  } catch (err) {
    throw traduzirErroLista(err);
  }
}
