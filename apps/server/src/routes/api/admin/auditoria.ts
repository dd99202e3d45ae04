import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGRA_ADMIN } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { CADEIAS, verificarCadeia } from '../../../modules/auditoria/verificar-cadeia.ts';

const ZResultado = z.object({
  tabela: z.enum(CADEIAS),
  linhas: z.number(),
  hashFinal: z.string(),
  ok: z.boolean(),
  quebra: z
    .object({ elo: z.number().nullable(), id: z.number().nullable(), motivo: z.string() })
    .nullable(),
});

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditoria',
    {
      config: { rule: REGRA_ADMIN },
      schema: {
        tags: ['sistema'],
        summary:
          'Verificar as cadeias de hash dos movimentos e eventos: o primeiro elo quebrado de cada uma',
        response: { 200: z.object({ data: z.array(ZResultado) }), ...erros(401, 403) },
      },
    },
    async () => {
      const data = [];
      for (const tabela of CADEIAS) data.push(await verificarCadeia(app.db, tabela));
      return { data };
    },
  );
};
export default route;
