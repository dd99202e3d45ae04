import type { TBobina, TBobinaAlteracao } from '@patio/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { COLUNAS_BOBINA } from './colunas.ts';
import { bobinaNaoEncontrada, MSG_BOBINA, traduzirErroBobina } from './erros.ts';
import { obterBobina } from './obter-bobina.ts';
import { registrarMovimento } from './registrar-movimento.ts';

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
 * Edits a coil's data. item, lote and endereco are read-only here (part1 §2.7): sent back
 * unchanged or left out they pass, a different value is a 400 on that field, never silently
 * dropped. tipo (a reserve list's kind) is kept. The slot does not change, so no yard rule runs.
 */
export async function alterarBobina(
  db: Db,
  usuario: UsuarioAutenticado,
  id: number,
  input: TBobinaAlteracao,
): Promise<TBobina> {
  try {
    await db.transaction(async (tx) => {
      const [atual] = await tx
        .select(COLUNAS_BOBINA)
        .from(bobinas)
        .where(eq(bobinas.id, id))
        .for('update');
      if (!atual) throw bobinaNaoEncontrada();
      if (atual.status === 'EXPEDIDA') throw conflict(MSG_BOBINA.expedida);
      const erros: Record<string, string[]> = {};
      if (input.item !== undefined && input.item !== atual.item)
        erros.item = [MSG_BOBINA.somenteLeitura];
      if (input.lote !== undefined && input.lote !== atual.lote)
        erros.lote = [MSG_BOBINA.somenteLeitura];
      if (input.endereco && input.endereco !== atual.endereco) {
        erros.endereco = [MSG_BOBINA.usarCorrecao];
      }
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
        de: atual.endereco,
        para: atual.endereco,
        statusDe: atual.status,
        statusPara: atual.status,
        motivo: `Alteração de informações (${campos})`,
      });
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Bobina ${atual.lote} alterada por ${usuario.login} (${campos}).`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroBobina(err);
  }
  return obterBobina(db, id);
}
