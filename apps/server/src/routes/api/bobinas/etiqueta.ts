import { ZFormatoEtiqueta } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParam } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { etiquetaDaBobina } from '../../../modules/etiquetas/etiqueta.ts';
import { responderEtiquetas } from '../../../modules/etiquetas/responder-etiquetas.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/etiqueta',
    {
      config: { rule: 'IMPRIMIR_ETIQUETAS' },
      schema: {
        tags: ['etiquetas'],
        summary: 'Etiqueta da bobina: PDF de 100 × 150 mm (formato=pdf) ou ZPL (formato=zpl)',
        params: ZIdParam,
        querystring: ZFormatoEtiqueta,
        response: erros(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const etiqueta = await etiquetaDaBobina(app.db, request.params.id);
      return responderEtiquetas(
        reply,
        [etiqueta],
        request.query.formato,
        `etiqueta-${etiqueta.codigo}`,
      );
    },
  );
};
export default route;
