import type { TEntrega } from '@patio/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { webhookEntregas } from '../../../db/schema.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { entregaNaoEncontrada } from './erros.ts';
import { obterEntrega } from './obter-entrega.ts';
import { obterWebhook } from './obter-webhook.ts';
import { CANAL_WEBHOOKS } from './registrar-saida.ts';

/**
 * POST …/entregas/{entregaId}/reenviar: the same event (same id, same body) is queued again at
 * once, with a fresh 24 h of retries. A delivery still pending is simply tried now. It keeps its
 * place: being older than what was queued after it, it goes first.
 */
export async function reenviarEntrega(
  db: Db,
  ator: UsuarioAutenticado,
  webhookId: number,
  id: number,
): Promise<TEntrega> {
  await obterWebhook(db, webhookId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEntregas)
      .set({
        estado: 'PENDENTE',
        proximaTentativaEm: sql`now()`,
        prazo: sql`now() + interval '24 hours'`,
      })
      .where(and(eq(webhookEntregas.webhookId, webhookId), eq(webhookEntregas.id, id)))
      .returning({ eventoId: webhookEntregas.eventoId });
    if (!row) throw entregaNaoEncontrada();
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Evento ${row.eventoId} reenviado ao webhook ${webhookId} por ${ator.login}.`,
      emailResponsavel: ator.email,
    });
    await tx.execute(sql`select pg_notify(${CANAL_WEBHOOKS}, '')`);
    return obterEntrega(tx, webhookId, id);
  });
}
