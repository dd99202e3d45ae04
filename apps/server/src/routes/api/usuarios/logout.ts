import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { revogarSessoes } from '../../../modules/sessoes/revogar-sessoes.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      config: { rule: null },
      schema: {
        tags: ['conta'],
        summary: 'Sair: encerra esta sessão no servidor (as outras sessões do usuário continuam)',
        response: { 200: ZMensagem, ...erros(401) },
      },
    },
    async (request) => {
      const usuario = ator(request);
      await revogarSessoes(app.db, usuario.id, { somente: usuario.sessaoId as string });
      await app.mudancas.publish({ entity: 'sessao', id: usuario.id, action: 'encerrada' });
      return { data: { mensagem: 'Sessão encerrada.' } };
    },
  );
};
export default route;
