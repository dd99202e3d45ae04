import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instrucoes } from '../../db/schema.ts';
import { subirSegunda } from '../../lib/subir-segunda.ts';
import { obterInstrucao } from '../instrucoes/obter-instrucao.ts';
import { registrarSaida } from '../integracoes/webhooks/registrar-saida.ts';

/** The crane is done with its first instruction: it leaves the crane and the next moves up. */
export async function concluirInstrucao(tx: Executor, id: number, ponte: string): Promise<void> {
  await tx
    .update(instrucoes)
    .set({
      estado: 'CONCLUIDA',
      concluidaAt: sql`now()`,
      concluidaPonte: ponte,
      ponte: null,
      ordem: null,
    })
    .where(eq(instrucoes.id, id));
  await subirSegunda(tx, ponte);
  await registrarSaida(tx, 'instrucao.concluida', () => obterInstrucao(tx, id));
}
