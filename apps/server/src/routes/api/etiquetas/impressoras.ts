import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../../lib/schemas.ts';
import { nomesDasImpressoras } from '../../../modules/etiquetas/impressoras.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/impressoras',
    {
      config: { rule: 'IMPRIMIR_ETIQUETAS' },
      schema: {
        tags: ['etiquetas'],
        summary: 'As impressoras de IMPRESSORAS, só pelo nome (a escolha do diálogo de impressão)',
        response: {
          200: z.object({ data: z.array(z.object({ nome: z.string() })) }),
          ...erros(401, 403),
        },
      },
    },
    async () => ({ data: nomesDasImpressoras(app.config.impressoras) }),
  );
};
export default route;
