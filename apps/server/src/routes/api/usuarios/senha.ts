import { ZRecriarSenha } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { recriarSenha } from '../../../modules/usuarios/recriar-senha.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/senha',
    {
      config: { rule: 'GESTAO_DE_USUARIOS' },
      schema: {
        tags: ['usuarios'],
        summary: 'Recriar a senha de um usuário (encerra as sessões dele)',
        params: ZIdParam,
        body: ZRecriarSenha,
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await recriarSenha(app.db, ator(request), request.params.id, request.body);
      await app.mudancas.publish({ entity: 'sessao', id: request.params.id, action: 'encerradas' });
      return { data };
    },
  );
};
export default route;
