import { ZBobina, ZCorrigirEndereco } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { corrigirEndereco } from '../../../modules/bobinas/corrigir-endereco.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/endereco',
    {
      config: { rule: 'CORRIGIR_ENDERECO_DA_BOBINA' },
      schema: {
        tags: ['bobinas'],
        summary: 'Corrigir endereço (sem corpo; force=true confirma regra contornável, 422)',
        params: ZIdParam,
        querystring: ZCorrigirEndereco,
        response: { 200: z.object({ data: ZBobina }), ...erros(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { novoEndereco, force } = request.query;
      const { id } = request.params;
      const data = await corrigirEndereco(
        app.db,
        app.layout,
        ator(request),
        id,
        novoEndereco,
        force,
      );
      await app.mudancas.publish({ entity: 'bobina', id, action: 'endereco-corrigido' });
      return { data };
    },
  );
};
export default route;
