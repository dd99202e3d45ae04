import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { webhooks } from '../../../db/schema.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { hostDoDestino } from './destinos.ts';
import { webhookNaoEncontrado } from './erros.ts';

/** Deletes the endpoint with its delivery log; what was still queued for it is not sent. */
export async function excluirWebhook(db: Db, ator: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhooks)
      .where(eq(webhooks.id, id))
      .returning({ url: webhooks.url });
    if (!row) throw webhookNaoEncontrado();
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Webhook ${id} (${hostDoDestino(row.url)}) excluído por ${ator.login}.`,
      emailResponsavel: ator.email,
    });
  });
  return { mensagem: 'Webhook excluído com sucesso.' };
}
