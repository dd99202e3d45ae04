import { ZEvento, ZEventoInput } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../../lib/schemas.ts';
import { criarEvento } from '../../../modules/eventos/criar-evento.ts';
import { obterEvento } from '../../../modules/eventos/obter-evento.ts';

const ZResposta = z.object({ data: ZEvento });
const ZIdEvento = z.object({
  id: z.coerce
    .number({ error: 'Id inválido' })
    .int({ error: 'Id inválido' })
    .positive({ error: 'Id inválido' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Id inválido' }),
});

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { rule: 'device-or-login' },
      schema: {
        tags: ['eventos'],
        summary: 'Registrar alarme ou evento (equipamento com x-api-key, ou usuário logado)',
        body: ZEventoInput,
        response: { 201: ZResposta, ...erros(400, 401) },
      },
    },
    async (request, reply) => {
      const data = await criarEvento(app.db, request.usuario, request.body);
      await app.mudancas.publish({ entity: 'evento', id: data.id, action: 'criado' });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/:id',
    {
      config: { rule: null },
      schema: {
        tags: ['eventos'],
        summary: 'Obter um alarme ou evento',
        params: ZIdEvento,
        response: { 200: ZResposta, ...erros(400, 401, 404) },
      },
    },
    async (request) => ({ data: await obterEvento(app.db, request.params.id) }),
  );
};
export default route;
