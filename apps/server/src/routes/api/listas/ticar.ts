import { ZItemLista, ZTicarQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { ticarItem } from '../../../modules/listas/ticar-item.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/ticar',
    {
      // Marking changes an existing item (it leaves the list): EDITAR_ITEM, see decisions-listas.
      config: { rule: 'EDITAR_ITEM' },
      schema: {
        tags: ['listas'],
        summary: 'Marcar a bobina: sai da lista e as seguintes sobem uma posição',
        querystring: ZTicarQuery,
        response: { 200: z.object({ data: ZItemLista }), ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { bobinaId } = request.query;
      const data = await ticarItem(app.db, ator(request), bobinaId);
      await app.mudancas.publish({ entity: 'lista', id: bobinaId, action: 'ticada' });
      return { data };
    },
  );
};
export default route;
