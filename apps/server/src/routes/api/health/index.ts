import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../../lib/schemas.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: 'public' },
      schema: {
        tags: ['sistema'],
        summary: 'Saúde do servidor e do banco de dados',
        security: [],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          ...erros(503),
        },
      },
    },
    async () => {
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
export default route;
