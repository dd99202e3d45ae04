import { ZPainel } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../../lib/schemas.ts';
import { carregarPainel } from '../../../modules/painel/carregar-painel.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags: ['painel'],
        summary:
          'O pátio num relance: ocupação, bobinas por situação, pontes, despachos abertos, alarmes e permanência',
        response: { 200: ZPainel, ...erros(401) },
      },
    },
    async () => carregarPainel(app.db, app.layout),
  );
};
export default route;
