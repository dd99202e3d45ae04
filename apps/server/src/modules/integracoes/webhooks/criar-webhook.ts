import type { TWebhookCriado, TWebhookInput } from '@patio/domain';
import type { Db } from '../../../db/client.ts';
import { webhooks } from '../../../db/schema.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { type Cofre, novoSegredo } from './cofre.ts';
import { type Destinos, hostDoDestino } from './destinos.ts';
import { exigirDestinoPermitido } from './erros.ts';
import { obterWebhook } from './obter-webhook.ts';

/** POST integracoes/webhooks: the endpoint and its secret, which only this answer shows. */
export async function criarWebhook(
  db: Db,
  ator: UsuarioAutenticado,
  input: TWebhookInput,
  destinos: Destinos,
  cofre: Cofre,
): Promise<TWebhookCriado> {
  exigirDestinoPermitido(destinos, input.url);
  const segredo = novoSegredo();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhooks)
      .values({
        url: input.url,
        eventos: input.eventos,
        ativo: input.ativo,
        segredo: cofre.cifrar(segredo),
      })
      .returning({ id: webhooks.id });
    if (!row) throw new Error('insert webhooks sem retorno');
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Webhook ${row.id} (${hostDoDestino(input.url)}) cadastrado por ${ator.login}.`,
      emailResponsavel: ator.email,
    });
    return row.id;
  });
  return { ...(await obterWebhook(db, id)), segredo };
}
