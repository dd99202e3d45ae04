import { ZListQuery, ZWebhook, ZWebhookCriado, ZWebhookInput } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPage } from '../../../../lib/list/page-schema.ts';
import { ator, REGRA_ADMIN } from '../../../../lib/route-helpers.ts';
import { erros } from '../../../../lib/schemas.ts';
import { criarWebhook } from '../../../../modules/integracoes/webhooks/criar-webhook.ts';
import { listarWebhooks } from '../../../../modules/integracoes/webhooks/listar-webhooks.ts';

const rule = REGRA_ADMIN;

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule },
      schema: {
        tags: ['integracoes'],
        summary: 'Listar webhooks (nunca o segredo)',
        querystring: ZListQuery.pick({ page: true, pageSize: true }),
        response: { 200: ZPage('data', ZWebhook), ...erros(400, 401, 403) },
      },
    },
    async (request) => listarWebhooks(app.db, request.query),
  );

  app.post(
    '/',
    {
      config: { rule },
      schema: {
        tags: ['integracoes'],
        summary:
          'Cadastrar webhook: URL em WEBHOOK_DESTINOS e tipos de evento; o segredo só aparece nesta resposta',
        body: ZWebhookInput,
        response: { 201: z.object({ data: ZWebhookCriado }), ...erros(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { destinos, cofre } = app.webhooks;
      const data = await criarWebhook(app.db, ator(request), request.body, destinos, cofre);
      await app.mudancas.publish({ entity: 'webhook', id: data.id, action: 'criado' });
      return reply.status(201).send({ data });
    },
  );
};
export default route;
