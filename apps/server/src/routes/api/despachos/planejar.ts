import { ZPlanejarCargaInput, ZPlanoDeCarga } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../../lib/schemas.ts';
import { planejarCargaDespacho } from '../../../modules/despachos/planejar-carga.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/planejar',
    {
      config: { rule: 'CADASTRAR_DESPACHO' },
      schema: {
        tags: ['despachos'],
        summary:
          'Planejar carga: menos veículos do tipo, ordem de carga sem remanejamento desnecessário (nada é gravado)',
        body: ZPlanejarCargaInput,
        response: {
          200: z.object({ data: ZPlanoDeCarga }),
          ...erros(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => ({ data: await planejarCargaDespacho(app.db, app.layout, request.body) }),
  );
};
export default route;
