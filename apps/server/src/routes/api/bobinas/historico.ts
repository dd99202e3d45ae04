import { ZHistoricoLote, ZHistoricoQuery, ZMovimento } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { historicoBobina } from '../../../modules/bobinas/historico-bobina.ts';
import { historicoLote } from '../../../modules/bobinas/historico-lote.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/historico',
    {
      config: { rule: null },
      schema: {
        tags: ['bobinas'],
        summary: 'Movimentos da bobina, mais novos primeiro',
        params: ZIdParam,
        response: { 200: z.object({ data: z.array(ZMovimento) }), ...erros(400, 401, 404) },
      },
    },
    async (request) => ({ data: await historicoBobina(app.db, request.params.id) }),
  );

  app.get(
    '/historico',
    {
      config: { rule: null },
      schema: {
        tags: ['bobinas'],
        summary:
          'Linha do tempo de um lote, expedidas incluídas: movimentos e eventos que citam o lote, mais novos primeiro',
        querystring: ZHistoricoQuery,
        response: { 200: z.object({ data: ZHistoricoLote }), ...erros(400, 401, 404) },
      },
    },
    async (request) => ({ data: await historicoLote(app.db, request.query.lote) }),
  );
};
export default route;
