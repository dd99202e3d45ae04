import { ZPapeisQuery, ZPapel } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../../lib/schemas.ts';
import { listarPapeis } from '../../../modules/perfis/listar-papeis.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // The user form and the profile form both show the role tree.
      config: { rule: { anyOf: ['GESTAO_DE_PERFIS_DE_ACESSO', 'GESTAO_DE_USUARIOS'] } },
      schema: {
        tags: ['perfis'],
        summary: 'Papéis com suas permissões (take=0 ou ausente: todos)',
        querystring: ZPapeisQuery,
        response: { 200: z.object({ data: z.array(ZPapel) }), ...erros(401, 403) },
      },
    },
    async (request) => ({ data: await listarPapeis(app.db, request.query) }),
  );
};
export default route;
