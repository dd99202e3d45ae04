import type { Layout, TBobina, TBobinaInput } from '@patio/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { enderecoNoLayout } from '../patio/endereco-no-layout.ts';
import { travarFilas } from '../patio/travar-filas.ts';
import { verificarMovimento } from '../patio/verificar-movimento.ts';
import { MSG_BOBINA, traduzirErroBobina } from './erros.ts';
import { moverBobina } from './mover-bobina.ts';
import { obterBobina } from './obter-bobina.ts';

/**
 * Registers a coil at an address of the main yard. A coil planned in a reserve list with the
 * same lot is that same physical coil: it is placed (PLANEJADA → NO_PATIO), not duplicated.
 */
export async function criarBobina(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  input: TBobinaInput,
  force: boolean,
): Promise<TBobina> {
  const destino = enderecoNoLayout(layout, input.endereco, 'endereco');
  const { endereco, tipo, ...dados } = input;
  try {
    return await db.transaction(async (tx) => {
      await travarFilas(tx, [destino]);
      const [planejada] = await tx
        .select({ id: bobinas.id, status: bobinas.status })
        .from(bobinas)
        .where(and(eq(bobinas.lote, input.lote), ne(bobinas.status, 'EXPEDIDA')))
        .for('update');
      if (planejada && planejada.status !== 'PLANEJADA')
        throw conflict('DUPLICADO', MSG_BOBINA.loteDuplicado);
      const forcadas = await verificarMovimento(tx, {
        destino,
        origem: null,
        bobina: { id: planejada?.id, largura: input.largura, isLege: input.isLege },
        force,
      });
      const novo = { ...dados, endereco, status: 'NO_PATIO' as const };
      let bobinaId: number;
      if (planejada) {
        // A reserve coil keeps its list kind unless the form names one.
        await tx
          .update(bobinas)
          .set({ ...novo, tipo: tipo ?? undefined, updatedAt: sql`now()` })
          .where(eq(bobinas.id, planejada.id));
        bobinaId = planejada.id;
      } else {
        const [row] = await tx
          .insert(bobinas)
          .values({ ...novo, tipo })
          .returning({ id: bobinas.id });
        bobinaId = row?.id as number;
      }
      await moverBobina(tx, usuario, {
        bobinaId,
        lote: input.lote,
        de: null,
        para: endereco,
        statusDe: planejada ? 'PLANEJADA' : null,
        statusPara: 'NO_PATIO',
        motivo: planejada ? 'Cadastro no pátio de bobina da lista reserva' : 'Cadastro',
        gravarBobina: false,
        sairDaLista: Boolean(planejada),
        evento: `Bobina ${input.lote} cadastrada no endereço ${endereco} por ${usuario.login}.`,
        forcadas,
      });
      return obterBobina(tx, bobinaId);
    });
  } catch (err) {
    throw traduzirErroBobina(err);
  }
}
