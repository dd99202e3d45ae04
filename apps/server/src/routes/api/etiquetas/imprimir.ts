import { ZImprimirEtiquetas } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../../lib/schemas.ts';
import { imprimirEtiquetas } from '../../../modules/etiquetas/imprimir-etiquetas.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/imprimir',
    {
      config: { rule: 'IMPRIMIR_ETIQUETAS' },
      schema: {
        tags: ['etiquetas'],
        summary:
          'Imprime as etiquetas (ZPL) das bobinas e endereços numa impressora de IMPRESSORAS (502 se não responder em 5 s)',
        body: ZImprimirEtiquetas,
        response: {
          200: z.object({ data: z.object({ impressas: z.number().int() }) }),
          ...erros(400, 401, 403, 404, 422, 502),
        },
      },
    },
    async (request) => ({
      data: { impressas: await imprimirEtiquetas(app.db, app.layout, app.config, request.body) },
    }),
  );
};
export default route;
