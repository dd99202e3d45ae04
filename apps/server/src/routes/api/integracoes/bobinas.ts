import { ZBobinasIntegracaoBody, ZResultadoIntegracao } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { imprimirNaEntrada } from '../../../modules/etiquetas/imprimir-na-entrada.ts';
import { receberBobinas } from '../../../modules/integracoes/bobinas/receber-bobinas.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bobinas',
    {
      config: { rule: 'IMPORTAR_ITENS' },
      schema: {
        tags: ['integracoes'],
        summary:
          'Bobinas das listas reserva enviadas por outro sistema (até 1000 por chamada); cada registro aceito ou recusado sozinho, um lote reenviado atualiza sua bobina',
        body: ZBobinasIntegracaoBody,
        response: {
          200: z.object({ data: ZResultadoIntegracao }),
          ...erros(400, 401, 403, 409, 413),
        },
      },
    },
    async (request) => {
      const { novas, ...data } = await receberBobinas(app.db, ator(request), request.body.bobinas);
      imprimirNaEntrada(app.db, app.layout, app.config, novas);
      if (data.aceitas > 0) {
        await app.mudancas.publish({ entity: 'lista', id: null, action: 'importadas' });
      }
      return { data };
    },
  );
};
export default route;
