import { ZOperacao, ZPonteParam } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../../lib/schemas.ts';
import { listarOperacoes } from '../../../modules/operacoes/listar-operacoes.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:ponte',
    {
      config: { rule: null },
      schema: {
        tags: ['operacoes'],
        summary: 'Operações da ponte, em ordem (ponte sem "#": PR493)',
        params: ZPonteParam,
        response: { 200: z.array(ZOperacao), ...erros(400, 401) },
      },
    },
    async (request) => listarOperacoes(app.db, request.params.ponte),
  );
};
export default route;
