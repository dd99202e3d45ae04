import { ZDespacho, ZDespachoInput, ZListQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPage } from '../../../lib/list/page-schema.ts';
import {
  ator,
  publicarRemanejamentos,
  ZRemanejamentosPlanejados,
} from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { criarDespacho } from '../../../modules/despachos/criar-despacho.ts';
import { listarDespachos } from '../../../modules/despachos/listar-despachos.ts';

const tags = ['despachos'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags,
        summary:
          'Operações de despacho com suas bobinas (Gridify: id, identificacao, modal, finalizado)',
        querystring: ZListQuery,
        response: { 200: ZPage('despachos', ZDespacho), ...erros(400, 401) },
      },
    },
    async (request) => listarDespachos(app.db, request.query),
  );

  app.post(
    '/',
    {
      config: { rule: 'CADASTRAR_DESPACHO' },
      schema: {
        tags,
        summary: 'Criar despacho: bobinas do pátio em sequência, uma instrução DESPACHO por bobina',
        body: ZDespachoInput,
        response: {
          201: z.object({ data: ZDespacho, remanejamentos: ZRemanejamentosPlanejados }),
          ...erros(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { data, remanejamentos } = await criarDespacho(
        app.db,
        app.layout,
        ator(request),
        request.body,
      );
      await app.mudancas.publish({ entity: 'despacho', id: data.id, action: 'criado' });
      await publicarRemanejamentos(app.mudancas, remanejamentos.ids);
      return reply.status(201).send({ data, remanejamentos: remanejamentos.mensagens });
    },
  );
};
export default route;
