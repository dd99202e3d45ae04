import { ZEtiquetasEnderecosQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../../lib/schemas.ts';
import { etiquetasDoGrupo } from '../../../modules/etiquetas/etiqueta.ts';
import { responderEtiquetas } from '../../../modules/etiquetas/responder-etiquetas.ts';
import { grupoNoLayout } from '../../../modules/patio/endereco-no-layout.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/etiquetas-enderecos',
    {
      config: { rule: 'IMPRIMIR_ETIQUETAS' },
      schema: {
        tags: ['etiquetas'],
        summary: 'Uma etiqueta por endereço do grupo, em PDF (100 × 150 mm por página) ou ZPL',
        querystring: ZEtiquetasEnderecosQuery,
        response: erros(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { grupo, formato } = request.query;
      grupoNoLayout(app.layout, grupo);
      return responderEtiquetas(
        reply,
        etiquetasDoGrupo(app.layout, grupo),
        formato,
        `enderecos-grupo-${grupo}`,
      );
    },
  );
};
export default route;
