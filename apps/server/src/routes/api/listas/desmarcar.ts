import { ZDesmarcarQuery, ZItemLista } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { desmarcarItem } from '../../../modules/listas/desmarcar-item.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/desmarcar',
    {
      // Undoing a tick is the tick's own right (EDITAR_ITEM).
      config: { rule: 'EDITAR_ITEM' },
      schema: {
        tags: ['listas'],
        summary:
          'Desfazer a marcação: a bobina volta à lista na posição indicada (logo após marcar)',
        querystring: ZDesmarcarQuery,
        response: { 200: z.object({ data: ZItemLista }), ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { bobinaId } = request.query;
      const data = await desmarcarItem(app.db, ator(request), bobinaId);
      await app.mudancas.publish({ entity: 'lista', id: bobinaId, action: 'desmarcada' });
      return { data };
    },
  );
};
export default route;
