import { codigoDaPonte, ZOperacao, ZPonteInstrucaoParam } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { listarOperacoes } from '../../../modules/operacoes/listar-operacoes.ts';
import { pularInstrucao } from '../../../modules/operacoes/pular-instrucao.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:ponte/:instrucaoId',
    {
      config: { rule: 'EXECUTAR_INSTRUCAO' },
      schema: {
        tags: ['operacoes'],
        summary: 'Pular instrução: devolve uma instrução não iniciada às demais pontes',
        params: ZPonteInstrucaoParam,
        response: { 200: z.array(ZOperacao), ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { ponte, instrucaoId } = request.params;
      await pularInstrucao(app.db, ator(request), ponte, instrucaoId);
      await app.mudancas.publish({ entity: 'operacao', id: codigoDaPonte(ponte), action: 'pular' });
      return listarOperacoes(app.db, ponte);
    },
  );
};
export default route;
