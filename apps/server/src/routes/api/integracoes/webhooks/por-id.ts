import { ZWebhook, ZWebhookCriado, ZWebhookInput } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, REGRA_ADMIN, ZIdParam } from '../../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../../lib/schemas.ts';
import { atualizarWebhook } from '../../../../modules/integracoes/webhooks/atualizar-webhook.ts';
import { excluirWebhook } from '../../../../modules/integracoes/webhooks/excluir-webhook.ts';
import { obterWebhook } from '../../../../modules/integracoes/webhooks/obter-webhook.ts';
import { trocarSegredo } from '../../../../modules/integracoes/webhooks/trocar-segredo.ts';

const rule = REGRA_ADMIN;
const ZResposta = z.object({ data: ZWebhook });

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { rule },
      schema: {
        tags: ['integracoes'],
        summary: 'Obter webhook (sem o segredo)',
        params: ZIdParam,
        response: { 200: ZResposta, ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await obterWebhook(app.db, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: { rule },
      schema: {
        tags: ['integracoes'],
        summary: 'Alterar URL, tipos de evento e se está ativo (o segredo não muda)',
        params: ZIdParam,
        body: ZWebhookInput,
        response: { 200: ZResposta, ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await atualizarWebhook(
        app.db,
        ator(request),
        id,
        request.body,
        app.webhooks.destinos,
      );
      await app.mudancas.publish({ entity: 'webhook', id, action: 'atualizado' });
      return { data };
    },
  );

  app.delete(
    '/:id',
    {
      config: { rule },
      schema: {
        tags: ['integracoes'],
        summary: 'Excluir webhook e seu registro de entregas',
        params: ZIdParam,
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await excluirWebhook(app.db, ator(request), request.params.id);
      await app.mudancas.publish({ entity: 'webhook', id: request.params.id, action: 'excluido' });
      return { data };
    },
  );

  app.post(
    '/:id/segredo',
    {
      config: { rule },
      schema: {
        tags: ['integracoes'],
        summary:
          'Trocar o segredo: o novo aparece só nesta resposta; por 24 h as entregas levam as duas assinaturas',
        params: ZIdParam,
        response: { 200: z.object({ data: ZWebhookCriado }), ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await trocarSegredo(app.db, ator(request), id, app.webhooks.cofre);
      await app.mudancas.publish({ entity: 'webhook', id, action: 'atualizado' });
      return { data };
    },
  );
};
export default route;
