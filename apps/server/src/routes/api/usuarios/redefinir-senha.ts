import { ZRedefinirSenha } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { redefinirSenha } from '../../../modules/conta/redefinir-senha.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/redefinir-senha',
    {
      config: { rule: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['conta'],
        summary: 'Nova senha pelo link enviado por email (token de uso único)',
        security: [],
        body: ZRedefinirSenha,
        response: { 200: ZMensagem, ...erros(400, 429) },
      },
    },
    async (request) => {
      const data = await redefinirSenha(app.db, request.body);
      // Which user is not said to the caller: every process re-checks all its streams.
      await app.mudancas.publish({ entity: 'sessao', id: null, action: 'encerradas' });
      return { data };
    },
  );
};
export default route;
