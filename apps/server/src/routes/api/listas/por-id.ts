import { ZItemLista, ZItemListaAlteracao } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { enviarEtag, versaoEsperada, ZIfMatch } from '../../../lib/versao.ts';
import { atualizarItem } from '../../../modules/listas/atualizar-item.ts';
import { obterItem } from '../../../modules/listas/obter-item.ts';

const ZResposta = z.object({ data: ZItemLista });
const tags = ['listas'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Obter bobina da lista reserva (id da bobina)',
        params: ZIdParam,
        response: { 200: ZResposta, ...erros(400, 401, 404) },
      },
    },
    async (request, reply) => ({
      data: enviarEtag(reply, await obterItem(app.db, request.params.id)),
    }),
  );

  app.put(
    '/:id',
    {
      config: { rule: 'EDITAR_ITEM' },
      schema: {
        tags,
        summary: 'Alterar bobina planejada (item, lote e tipo não mudam)',
        params: ZIdParam,
        headers: ZIfMatch,
        body: ZItemListaAlteracao,
        response: { 200: ZResposta, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const versao = versaoEsperada(request);
      const data = await atualizarItem(app.db, ator(request), id, request.body, versao);
      await app.mudancas.publish({ entity: 'lista', id: data.id, action: 'atualizada' });
      return { data };
    },
  );
};
export default route;
