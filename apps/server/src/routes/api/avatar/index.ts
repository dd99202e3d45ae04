import { ZAlterarSenha } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../../lib/schemas.ts';
import { alterarSenha } from '../../../modules/conta/alterar-senha.ts';

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
          ...erros(400, 401, 403),
        },
      },
    },
    async (request) => ({
      data: await alterarSenha(
        app.db,
        app.tokens,
        // biome-ignore lint/style/noNonNullAssertion: the guard sets it for every non-public route
        request.usuario!,
        request.params.login,
        request.body,
      ),
    }),
  );
};
export default route;
