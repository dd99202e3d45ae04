import { ZDespacho, ZDespachoInput, ZListQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLista } from '../../../lib/list.ts';
import { ator } from '../../../lib/route-helpers.ts';
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
        response: { 200: ZLista('despachos', ZDespacho), ...erros(400, 401) },
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
        response: { 201: z.object({ data: ZDespacho }), ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await criarDespacho(app.db, ator(request), request.body);
      app.changes.publish({ entity: 'despacho', id: data.id, action: 'criado' });
      return reply.status(201).send({ data });
    },
  );
};
export default route;
