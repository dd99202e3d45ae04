import { ZChave, ZChaveCriada, ZChaveInput } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, REGRA_ADMIN, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { criarChave } from '../../../modules/integracoes/chaves/criar-chave.ts';
import { listarChaves } from '../../../modules/integracoes/chaves/listar-chaves.ts';
import { revogarChave } from '../../../modules/integracoes/chaves/revogar-chave.ts';

/** Machine keys (docs/integracao.md#autenticação): only whoever administers users and profiles. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chaves',
    {
      config: { rule: REGRA_ADMIN },
      schema: {
        tags: ['integracoes'],
        summary: 'Chaves de integração (nunca a chave: só o prefixo), ativas primeiro',
        response: { 200: z.object({ data: z.array(ZChave) }), ...erros(401, 403) },
      },
    },
    async () => ({ data: await listarChaves(app.db) }),
  );

  app.post(
    '/chaves',
    {
      config: { rule: REGRA_ADMIN },
      schema: {
        tags: ['integracoes'],
        summary: 'Criar chave de integração com um perfil; a chave aparece só nesta resposta',
        body: ZChaveInput,
        response: { 201: z.object({ data: ZChaveCriada }), ...erros(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await criarChave(app.db, ator(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/chaves/:id',
    {
      config: { rule: REGRA_ADMIN },
      schema: {
        tags: ['integracoes'],
        summary: 'Revogar chave de integração (a próxima chamada com ela recebe 401)',
        params: ZIdParam,
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await revogarChave(app.db, ator(request), request.params.id);
      // Every process closes the key's open live streams (plugins/app/sessoes-ao-vivo.ts).
      await app.mudancas.publish({ entity: 'chave', id: request.params.id, action: 'revogada' });
      return { data };
    },
  );
};
export default route;
