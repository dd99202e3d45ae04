import { codigoDaPonte, ZOperacao, ZPonteParam } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { listarOperacoes } from '../../../modules/operacoes/listar-operacoes.ts';
import { pegarBobina } from '../../../modules/operacoes/pegar-bobina.ts';
import { soltarBobina } from '../../../modules/operacoes/soltar-bobina.ts';

const schema = (summary: string) => ({
  tags: ['operacoes'],
  summary,
  params: ZPonteParam,
  response: { 200: z.array(ZOperacao), ...erros(400, 401, 403, 409) },
});

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:ponte/pegar',
    {
      config: { rule: 'EXECUTAR_INSTRUCAO' },
      schema: schema('Pegar a bobina da primeira instrução (sem corpo)'),
    },
    async (request) => {
      const { ponte } = request.params;
      await pegarBobina(app.db, ator(request), ponte);
      app.changes.publish({ entity: 'operacao', id: codigoDaPonte(ponte), action: 'pegar' });
      return listarOperacoes(app.db, ponte);
    },
  );

  app.put(
    '/:ponte/soltar',
    {
      config: { rule: 'EXECUTAR_INSTRUCAO' },
      schema: schema('Soltar a bobina no destino, ou no veículo do despacho (sem corpo)'),
    },
    async (request) => {
      const { ponte } = request.params;
      const { despachoId } = await soltarBobina(app.db, ator(request), ponte);
      app.changes.publish({ entity: 'operacao', id: codigoDaPonte(ponte), action: 'soltar' });
      if (despachoId !== null) {
        app.changes.publish({ entity: 'despacho', id: despachoId, action: 'bobina-carregada' });
      }
      return listarOperacoes(app.db, ponte);
    },
  );
};
export default route;
