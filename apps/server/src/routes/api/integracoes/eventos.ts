import { ZEventoFeed, ZFeedQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGRA_ADMIN } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { listarEventos } from '../../../modules/integracoes/eventos/listar-eventos.ts';

/**
 * The event feed: the pull alternative to webhooks, for ERPs that poll (docs/integracao.md,
 * "O feed de eventos"). The same right as the webhooks' screens, for a login or a key.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/eventos',
    {
      config: { rule: REGRA_ADMIN },
      schema: {
        tags: ['integracoes'],
        summary:
          'Feed de eventos (os corpos dos webhooks), em ordem, depois de "apos"; "proximo" é o "apos" da próxima página, null no fim',
        querystring: ZFeedQuery,
        response: {
          200: z.object({ data: z.array(ZEventoFeed), proximo: z.string().nullable() }),
          ...erros(400, 401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const corpo = await listarEventos(app.db, request.query, app.config.integracaoRetencaoDias);
      // Already JSON (the stored bodies joined): sent as is, the schema above documents it.
      return reply.type('application/json; charset=utf-8').send(corpo as never);
    },
  );
};
export default route;
