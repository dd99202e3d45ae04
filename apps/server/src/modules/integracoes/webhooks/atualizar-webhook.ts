import type { TWebhook, TWebhookInput } from '@patio/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { webhooks } from '../../../db/schema.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { type Destinos, hostDoDestino } from './destinos.ts';
import { exigirDestinoPermitido, webhookNaoEncontrado } from './erros.ts';
import { obterWebhook } from './obter-webhook.ts';

/**
 * PUT integracoes/webhooks/{id}: URL, event types and whether it is active. The secret stays;
 * the new types apply to events written from now on, and deliveries already queued keep going
 * to the new URL (an inactive endpoint's queue waits until it is active again).
 */
export async function atualizarWebhook(
  db: Db,
  ator: UsuarioAutenticado,
  id: number,
  input: TWebhookInput,
  destinos: Destinos,
): Promise<TWebhook> {
  exigirDestinoPermitido(destinos, input.url);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhooks)
      .set({ url: input.url, eventos: input.eventos, ativo: input.ativo, updatedAt: sql`now()` })
      .where(eq(webhooks.id, id))
      .returning({ id: webhooks.id });
    if (!row) throw webhookNaoEncontrado();
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Webhook ${id} (${hostDoDestino(input.url)}) alterado por ${ator.login}.`,
      emailResponsavel: ator.email,
    });
    return obterWebhook(tx, id);
  });
}
