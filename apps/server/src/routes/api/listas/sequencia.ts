import { ZReordenarBody, ZReordenarQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { reordenarLista } from '../../../modules/listas/reordenar-lista.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/sequencia',
    {
      // Reordering edits the list's items: the permission of the Editar action.
      config: { rule: 'EDITAR_ITEM' },
      schema: {
        tags: ['listas'],
        summary: 'Nova ordem: as bobinas do corpo ocupam primeiraSequencia, +1, … (409 se mudou)',
        querystring: ZReordenarQuery,
        body: ZReordenarBody,
        response: {
          200: z.object({ data: z.object({ mensagem: z.string() }) }),
          ...erros(400, 401, 403, 409),
        },
      },
    },
    async (request) => {
      const { primeiraSequencia } = request.query;
      const data = await reordenarLista(app.db, ator(request), primeiraSequencia, request.body);
      await app.mudancas.publish({ entity: 'lista', id: null, action: 'reordenada' });
      return { data };
    },
  );
};
export default route;
