import { ZDespacho } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { finalizarDespacho } from '../../../modules/despachos/finalizar-despacho.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id/finalizar',
    {
      config: { rule: 'FINALIZAR_DESPACHO' },
      schema: {
        tags: ['despachos'],
        summary: 'Finalizar despacho: todas as bobinas carregadas passam a EXPEDIDA',
        params: ZIdParam,
        response: { 200: z.object({ data: ZDespacho }), ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await finalizarDespacho(app.db, ator(request), id);
      await app.mudancas.publish({ entity: 'despacho', id, action: 'finalizado' });
      return { data };
    },
  );
};
export default route;
