import { ZRomaneio } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { romaneioDespacho } from '../../../modules/despachos/romaneio.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/romaneio',
    {
      config: { rule: null },
      schema: {
        tags: ['despachos'],
        summary:
          'Romaneio do despacho: bobinas na ordem de carga com dados, origem e hora da carga, e totais',
        params: ZIdParam,
        response: { 200: z.object({ data: ZRomaneio }), ...erros(400, 401, 404) },
      },
    },
    async (request) => ({ data: await romaneioDespacho(app.db, request.params.id) }),
  );
};
export default route;
