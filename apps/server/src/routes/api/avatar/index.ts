import { ZAlterarSenha } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, origem } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { atualizarSenha } from '../../../modules/conta/atualizar-senha.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:login',
    {
      config: { rule: null },
      schema: {
        tags: ['conta'],
        summary: 'Alterar a própria senha',
        params: z.object({ login: z.string().min(1).max(100) }),
        body: ZAlterarSenha,
        response: {
          200: z.object({ data: z.object({ mensagem: z.string(), token: z.string() }) }),
          ...erros(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const usuario = ator(request);
      const data = await atualizarSenha(
        app.db,
        app.tokens,
        usuario,
        request.params.login,
        request.body,
        origem(request),
      );
      await app.mudancas.publish({ entity: 'sessao', id: usuario.id, action: 'encerradas' });
      return { data };
    },
  );
};
export default route;
