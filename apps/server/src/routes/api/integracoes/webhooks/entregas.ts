import { ZEntrega, ZListQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPage } from '../../../../lib/list/page-schema.ts';
import { ator, REGRA_ADMIN, zId } from '../../../../lib/route-helpers.ts';
import { erros } from '../../../../lib/schemas.ts';
import { listarEntregas } from '../../../../modules/integracoes/webhooks/listar-entregas.ts';
import { reenviarEntrega } from '../../../../modules/integracoes/webhooks/reenviar-entrega.ts';

const rule = REGRA_ADMIN;
const ZIdEntrega = z.object({
  id: zId(),
  entregaId: z.coerce
    .number({ error: 'Id inválido' })
    .int({ error: 'Id inválido' })
    .positive({ error: 'Id inválido' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Id inválido' }),
});

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/entregas',
    {
      config: { rule },
      schema: {
        tags: ['integracoes'],
        summary: 'Registro de entregas do webhook, as mais novas primeiro (página de 20)',
        params: z.object({ id: zId() }),
        querystring: ZListQuery.pick({ page: true, pageSize: true }),
        response: { 200: ZPage('data', ZEntrega), ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => listarEntregas(app.db, request.params.id, request.query),
  );

  app.post(
    '/:id/entregas/:entregaId/reenviar',
    {
      config: { rule },
      schema: {
        tags: ['integracoes'],
        summary: 'Reenviar um evento ao webhook (mesmo id e corpo; novas 24 h de tentativas)',
        params: ZIdEntrega,
        response: { 200: z.object({ data: ZEntrega }), ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, entregaId } = request.params;
      const data = await reenviarEntrega(app.db, ator(request), id, entregaId);
      app.webhooks.entregador.acordar();
      await app.mudancas.publish({ entity: 'webhook', id, action: 'reenviado' });
      return { data };
    },
  );
};
export default route;
