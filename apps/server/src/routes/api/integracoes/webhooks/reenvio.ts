import { ZReenvioInput } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, REGRA_ADMIN, ZIdParam } from '../../../../lib/route-helpers.ts';
import { erros } from '../../../../lib/schemas.ts';
import { reenviarIntervalo } from '../../../../modules/integracoes/webhooks/reenviar-intervalo.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/reenviar',
    {
      config: { rule: REGRA_ADMIN },
      schema: {
        tags: ['integracoes'],
        summary:
          'Reenviar ao webhook os eventos de um intervalo (os tipos que ele assina, na ordem do feed, com os ids originais)',
        params: ZIdParam,
        body: ZReenvioInput,
        response: {
          202: z.object({ data: z.object({ agendadas: z.number().int() }) }),
          ...erros(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const agendadas = await reenviarIntervalo(
        app.db,
        ator(request),
        id,
        request.body,
        app.config.integracaoRetencaoDias,
      );
      app.webhooks.entregador.acordar();
      await app.mudancas.publish({ entity: 'webhook', id, action: 'reenviado' });
      return reply.status(202).send({ data: { agendadas } });
    },
  );
};
export default route;
