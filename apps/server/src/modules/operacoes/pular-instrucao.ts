import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, instrucoes } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import { subirSegunda } from '../../lib/subir-segunda.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { MSG_INSTRUCAO } from '../instrucoes/erros.ts';

/**
 * "Pular instrução": a selected, not started instruction goes back to the pool for any crane.
 * A started one cannot be unselected (its coil hangs from this crane).
 */
export async function pularInstrucao(
  db: Db,
  usuario: UsuarioAutenticado,
  ponte: string,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [liberada] = await tx
      .update(instrucoes)
      .set({ estado: 'ABERTA', ponte: null, ordem: null })
      .where(
        and(
          eq(instrucoes.id, id),
          eq(instrucoes.ponte, ponte),
          eq(instrucoes.estado, 'SELECIONADA'),
        ),
      )
      .returning({ bobinaId: instrucoes.bobinaId });
    if (!liberada) {
      const [i] = await tx
        .select({ estado: instrucoes.estado, ponte: instrucoes.ponte })
        .from(instrucoes)
        .where(eq(instrucoes.id, id));
      if (i?.ponte === ponte && i.estado === 'INICIADA') {
        throw conflict('ESTADO', MSG_INSTRUCAO.iniciadaDesmarcar);
      }
      throw notFound('NAO_ENCONTRADO', MSG_INSTRUCAO.naoNaPonte);
    }
    await subirSegunda(tx, ponte);
    const [b] = await tx
      .select({ lote: bobinas.lote })
      .from(bobinas)
      .where(eq(bobinas.id, liberada.bobinaId));
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Instrução ${id} (bobina ${b?.lote}) desmarcada da ponte ${ponte} por ${usuario.login}.`,
      emailResponsavel: usuario.email,
    });
  });
}
