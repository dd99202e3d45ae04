import { ZListQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLista } from '../../../lib/list.ts';
import { erros } from '../../../lib/schemas.ts';
import { listarEventos } from '../../../modules/eventos/listar-eventos.ts';

export const ZEvento = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  tipo: z.string(),
  emailResponsavel: z.string().nullable(),
  descricao: z.string(),
});

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags: ['eventos'],
        summary: 'Alarmes e eventos (filtro Gridify em descricao, emailResponsavel, tipo)',
        querystring: ZListQuery,
        response: { 200: ZLista('bobinas', ZEvento), ...erros(400, 401) },
      },
    },
    async (request) => listarEventos(app.db, request.query),
  );
};
export default route;
