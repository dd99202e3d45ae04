import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, instrucaoAberta, instrucoes } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarSaida } from '../integracoes/webhooks/registrar-saida.ts';
import { verificarRetirada } from '../patio/verificar-retirada.ts';
import { MSG_BOBINA, traduzirErroBobina } from './erros.ts';
import { obterBobina } from './obter-bobina.ts';
import { travarBobina } from './travar-bobina.ts';

/**
 * Removes a coil registered in the main yard by mistake. Only a coil lying in the yard
 * (NO_PATIO) with nothing stacked on it; its movements go with it, the event log keeps who
 * deleted which lot from which slot, and the lot may be registered again.
 */
export async function excluirBobina(db: Db, usuario: UsuarioAutenticado, id: number) {
  try {
    await db.transaction(async (tx) => {
      const b = await travarBobina(tx, id);
      if (b.status === 'EM_MOVIMENTO') throw conflict('ESTADO', MSG_BOBINA.emMovimento);
      if (b.status !== 'NO_PATIO' || !b.origem) throw conflict('ESTADO', MSG_BOBINA.naoEstaNoPatio);
      await verificarRetirada(tx, b.origem);
      // The instruction's foreign key would cascade: a crane could lose the coil it was sent for.
      const [aberta] = await tx
        .select({ id: instrucoes.id })
        .from(instrucoes)
        .where(and(eq(instrucoes.bobinaId, id), instrucaoAberta))
        .for('update');
      if (aberta) throw conflict('EM_USO', MSG_BOBINA.instrucaoAberta);
      // The coil as it was: after the delete there is nothing left to read.
      await registrarSaida(tx, 'bobina.removida', () => obterBobina(tx, id));
      await tx.delete(bobinas).where(eq(bobinas.id, id));
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Bobina ${b.lote} excluída do endereço ${b.endereco} por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroBobina(err);
  }
  return { mensagem: 'Bobina excluída com sucesso.' };
}
