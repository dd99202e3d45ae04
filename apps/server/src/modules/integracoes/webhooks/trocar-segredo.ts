import type { TWebhookCriado } from '@patio/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { webhooks } from '../../../db/schema.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { type Cofre, novoSegredo } from './cofre.ts';
import { hostDoDestino } from './destinos.ts';
import { webhookNaoEncontrado } from './erros.ts';
import { obterWebhook } from './obter-webhook.ts';

/**
 * POST integracoes/webhooks/{id}/segredo: a new secret, shown in this answer only. For 24 h
 * every delivery is signed with the new and the previous one (assinatura.ts), so a receiver
 * switches without losing events; a second rotation inside the window drops the oldest.
 */
export async function trocarSegredo(
  db: Db,
  ator: UsuarioAutenticado,
  id: number,
  cofre: Cofre,
): Promise<TWebhookCriado> {
  const segredo = novoSegredo();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhooks)
      .set({
        segredoAnterior: sql`${webhooks.segredo}`,
        segredoAnteriorAte: sql`now() + interval '24 hours'`,
        segredo: cofre.cifrar(segredo),
        updatedAt: sql`now()`,
      })
      .where(eq(webhooks.id, id))
      .returning({ url: webhooks.url });
    if (!row) throw webhookNaoEncontrado();
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Segredo do webhook ${id} (${hostDoDestino(row.url)}) trocado por ${ator.login}; o anterior assina junto por 24 h.`,
      emailResponsavel: ator.email,
    });
  });
  return { ...(await obterWebhook(db, id)), segredo };
}
