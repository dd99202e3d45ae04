import { errosDosDadosAlterados, type TBobina, type TBobinaAlteracao } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import { exigirVersao, type VersaoEsperada } from '../../lib/versao.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { COLUNAS_BOBINA } from './colunas.ts';
import { bobinaNaoEncontrada, MSG_BOBINA, traduzirErroBobina } from './erros.ts';
import { gravarDados } from './gravar-dados.ts';
import { moverBobina } from './mover-bobina.ts';
import { obterBobina } from './obter-bobina.ts';

/**
 * Edits a coil's data. item, lote and endereco are read-only here
 * (docs/product/main-yard.md#coil-form): sent back unchanged or left out they pass, a different
 * value is a 400 on that field, never silently dropped. tipo (a reserve list's kind) is kept. The
 * slot does not change, so no yard rule runs.
 */
export async function atualizarBobina(
  db: Db,
  usuario: UsuarioAutenticado,
  id: number,
  input: TBobinaAlteracao,
  versao?: VersaoEsperada,
): Promise<TBobina> {
  try {
    return await db.transaction(async (tx) => {
      const [atual] = await tx
        .select(COLUNAS_BOBINA)
        .from(bobinas)
        .where(eq(bobinas.id, id))
        .for('update');
      if (!atual) throw bobinaNaoEncontrada();
      exigirVersao('bobina', atual.versao, versao);
      if (atual.status === 'EXPEDIDA') throw conflict('ESTADO', MSG_BOBINA.expedida);
      const erros: Record<string, string[]> = {};
      if (input.item !== undefined && input.item !== atual.item)
        erros.item = [MSG_BOBINA.somenteLeitura];
      if (input.lote !== undefined && input.lote !== atual.lote)
        erros.lote = [MSG_BOBINA.somenteLeitura];
      if (input.endereco && input.endereco !== atual.endereco) {
        erros.endereco = [MSG_BOBINA.usarCorrecao];
      }
      Object.assign(erros, errosDosDadosAlterados(input, atual));
      if (Object.keys(erros).length > 0) throw new HttpError(400, erros, 'INVALIDO');

      const campos = await gravarDados(tx, id, input, atual);
      await moverBobina(tx, usuario, {
        bobinaId: id,
        lote: atual.lote,
        de: atual.endereco,
        para: atual.endereco,
        statusDe: atual.status,
        statusPara: atual.status,
        motivo: `Alteração de informações (${campos})`,
        gravarBobina: false,
        evento: `Bobina ${atual.lote} alterada por ${usuario.login} (${campos}).`,
      });
      return obterBobina(tx, id);
    });
  } catch (err) {
    throw traduzirErroBobina(err);
  }
}
