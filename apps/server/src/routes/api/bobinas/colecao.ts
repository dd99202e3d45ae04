import { ZBobina, ZBobinaInput, ZBobinaLinha, ZForca, ZListQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPage } from '../../../lib/list.ts';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { criarBobina } from '../../../modules/bobinas/criar-bobina.ts';
import { listarBobinas } from '../../../modules/bobinas/listar-bobinas.ts';

const ZResposta = z.object({ data: ZBobina });
const tags = ['bobinas'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Bobinas do pátio principal (sem pageSize: todas, para o mapa)',
        querystring: ZListQuery,
        response: { 200: ZPage('bobinas', ZBobinaLinha), ...erros(400, 401) },
      },
    },
    async (request) => listarBobinas(app.db, request.query),
  );

  app.post(
    '/',
    {
      config: { rule: 'CADASTRAR_BOBINA' },
      schema: {
        tags,
        summary: 'Cadastrar bobina no pátio (force=true confirma regra contornável, 422)',
        querystring: ZForca,
        body: ZBobinaInput,
        response: { 201: ZResposta, ...erros(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { force } = request.query;
      const data = await criarBobina(app.db, ator(request), request.body, force);
      await app.changes.publish({ entity: 'bobina', id: data.id, action: 'criada' });
      return reply.status(201).send({ data });
    },
  );
};
export default route;
