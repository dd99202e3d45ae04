import {
  ZExclusaoLista,
  ZItemLista,
  ZItemListaInput,
  ZListQuery,
  ZTipoListaQuery,
} from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPage } from '../../../lib/list/page-schema.ts';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { criarItem } from '../../../modules/listas/criar-item.ts';
import { excluirItens } from '../../../modules/listas/excluir-itens.ts';
import { listarItens } from '../../../modules/listas/listar-itens.ts';

const tags = ['listas'];
const ZListaResposta = ZPage('bobinas', ZItemLista).extend({ length: z.number().int() });
const ZExclusaoResposta = z.object({
  data: z.object({ mensagem: z.string(), quantidade: z.number().int() }),
});

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Itens das listas reserva (padrões: page 1, pageSize 10, orderBy sequencia)',
        querystring: ZListQuery,
        response: { 200: ZListaResposta, ...erros(400, 401) },
      },
    },
    async (request) => listarItens(app.db, request.query),
  );

  app.post(
    '/',
    {
      config: { rule: 'CADASTRAR_ITEM' },
      schema: {
        tags,
        summary: 'Cadastrar bobina planejada no fim da sua lista',
        body: ZItemListaInput,
        response: { 201: z.object({ data: ZItemLista }), ...erros(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await criarItem(app.db, ator(request), request.body);
      await app.mudancas.publish({ entity: 'lista', id: data.id, action: 'criada' });
      return reply.status(201).send({ data });
    },
  );

  app.delete(
    '/',
    {
      config: { rule: 'EXCLUIR_ITEM' },
      schema: {
        tags,
        summary: 'Excluir bobinas de uma lista ({ids} ou {todos: true}); tudo ou nada',
        querystring: ZTipoListaQuery,
        body: ZExclusaoLista,
        response: { 200: ZExclusaoResposta, ...erros(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { tipoLista } = request.query;
      const data = await excluirItens(app.db, ator(request), tipoLista, request.body);
      await app.mudancas.publish({ entity: 'lista', id: null, action: 'excluidas' });
      return { data };
    },
  );
};
export default route;
