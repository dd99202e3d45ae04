import { ZCorrigirDiferenca, ZInventario } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, zId } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { corrigirDiferenca } from '../../../modules/inventarios/corrigir-diferenca.ts';
import { obterInventario } from '../../../modules/inventarios/obter-inventario.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/diferencas/:diferencaId/corrigir',
    {
      config: { rule: 'REALIZAR_INVENTARIO' },
      schema: {
        tags: ['inventarios'],
        summary:
          'Corrigir uma diferença do inventário concluído: TROCADA vai para onde foi vista; FALTANDO e DESCONHECIDA fecham com {motivo}',
        params: z.object({ id: zId(), diferencaId: zId() }),
        body: ZCorrigirDiferenca,
        response: {
          200: z.object({ data: ZInventario }),
          ...erros(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { id, diferencaId } = request.params;
      const motivo = request.body?.motivo;
      await corrigirDiferenca(app.db, app.layout, ator(request), id, diferencaId, motivo);
      await app.mudancas.publish({ entity: 'bobina', id: null, action: 'inventario' });
      return { data: await obterInventario(app.db, app.layout, id) };
    },
  );
};
export default route;
