import type { Layout, TInstrucaoInput, TInstrucaoLinha } from '@patio/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, instrucoes } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarRegrasForcadas } from '../patio/registrar-regras-forcadas.ts';
import {
  criarRemanejamentos,
  type RemanejamentosCriados,
  SEM_REMANEJAMENTOS,
} from '../remanejamentos/criar-remanejamentos.ts';
import { MSG_INSTRUCAO, traduzirErroInstrucao } from './erros.ts';
import { obterInstrucao } from './obter-instrucao.ts';
import { verificarDestino } from './verificar-destino.ts';

/**
 * A MANUAL instruction: the coil of `lote` (in the yard) is to go to `destino`. Released to the
 * cranes at once (ticada, docs/product/server-contract.md#instructions-and-cranes). The unique
 * indexes refuse a second open instruction for the coil and a destination already promised to
 * another one. A coil carrying pyramid coils gets its relocations planned in the same
 * transaction (docs/relocation.md).
 */
export async function criarInstrucao(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  input: TInstrucaoInput,
  force: boolean,
): Promise<{ data: TInstrucaoLinha; remanejamentos: RemanejamentosCriados }> {
  let id: number;
  let remanejamentos = SEM_REMANEJAMENTOS;
  try {
    id = await db.transaction(async (tx) => {
      const [b] = await tx
        .select({ id: bobinas.id, status: bobinas.status })
        .from(bobinas)
        .where(and(eq(bobinas.lote, input.lote), ne(bobinas.status, 'EXPEDIDA')));
      if (!b) throw badRequest(MSG_INSTRUCAO.bobinaNaoEncontrada, 'lote');
      if (b.status !== 'NO_PATIO') throw badRequest(MSG_INSTRUCAO.bobinaForaDoPatio, 'lote');
      const { bobina, forcadas } = await verificarDestino(tx, layout, b.id, input.destino, force, [
        'NO_PATIO',
      ]);
      const [row] = await tx
        .insert(instrucoes)
        .values({
          bobinaId: b.id,
          destino: input.destino,
          tipo: 'MANUAL',
          ticada: true,
          usuarioEmail: usuario.email,
        })
        .returning({ id: instrucoes.id });
      const novaId = row?.id as number;
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Instrução ${novaId} cadastrada por ${usuario.login}: bobina ${bobina.lote} de ${bobina.endereco} para ${input.destino}.`,
        emailResponsavel: usuario.email,
      });
      await registrarRegrasForcadas(
        tx,
        usuario,
        { lote: bobina.lote, endereco: input.destino },
        forcadas,
      );
      remanejamentos = await criarRemanejamentos(tx, layout, usuario, [
        { instrucaoId: novaId, lote: bobina.lote, endereco: bobina.endereco ?? '' },
      ]);
      return novaId;
    });
  } catch (err) {
    throw traduzirErroInstrucao(err);
  }
  return { data: await obterInstrucao(db, id), remanejamentos };
}
