import { ZEvento, ZListQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPage } from '../../../lib/list/page-schema.ts';
import { erros } from '../../../lib/schemas.ts';
import { listarEventos } from '../../../modules/eventos/listar-eventos.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags: ['eventos'],
        summary:
          'Alarmes e eventos, mais novos primeiro (filtro Gridify em descricao, emailResponsavel, tipo, createdAt)',
        querystring: ZListQuery,
        response: { 200: ZPage('bobinas', ZEvento), ...erros(400, 401) },
      },
    },
    async (request) => listarEventos(app.db, request.query),
  );
};
export default route;
