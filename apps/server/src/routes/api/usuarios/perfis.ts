import { ZPerfilMarcado } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, zId } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { perfisDoUsuario } from '../../../modules/usuarios/perfis-do-usuario.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/perfis',
    {
      config: { rule: 'GESTAO_DE_USUARIOS' },
      schema: {
        tags: ['usuarios'],
        summary: 'Todos os perfis, marcados os do usuário (id 0 ou ausente: nenhum)',
        querystring: z.object({ id: zId(0).optional() }),
        response: {
          200: z.object({ data: z.array(ZPerfilMarcado) }),
          ...erros(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await perfisDoUsuario(app.db, request.query.id, ator(request)),
    }),
  );
};
export default route;
