import { ZLogin, ZLoginReply } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { origem } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { login } from '../../../modules/conta/login.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: {
        rule: 'public',
        rateLimit: { max: () => app.config.loginRateLimit, timeWindow: 60_000 },
      },
      schema: {
        tags: ['conta'],
        summary: 'Entrar: devolve o token e as permissões',
        security: [],
        body: ZLogin,
        response: { 200: ZLoginReply, ...erros(400, 401, 429) },
      },
    },
    async (request) => ({
      data: await login(app.db, app.tokens, request.body, origem(request)),
    }),
  );
};
export default route;
