import { ZDivergencia, ZDivergenciasQuery, ZResolverDivergencia } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPage } from '../../../lib/list/page-schema.ts';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { listarDivergencias } from '../../../modules/divergencias/listar-divergencias.ts';
import { resolverDivergencia } from '../../../modules/divergencias/resolver-divergencia.ts';

/** Off-line taps the server refused, for a supervisor (docs/offline.md). */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // Every screen may show the badge; resolving takes RESOLVER_DIVERGENCIAS.
      config: { rule: null },
      schema: {
        tags: ['divergencias'],
        summary:
          'Divergências (toques sem conexão recusados), as mais novas primeiro; paginadas e filtradas como as outras listas',
        querystring: ZDivergenciasQuery,
        response: { 200: ZPage('data', ZDivergencia), ...erros(400, 401) },
      },
    },
    (request) => listarDivergencias(app.db, request.query),
  );

  app.post(
    '/:id/resolver',
    {
      config: { rule: 'RESOLVER_DIVERGENCIAS' },
      schema: {
        tags: ['divergencias'],
        summary: 'Aplicar (a bobina onde o operador a deixou) ou descartar uma divergência',
        params: ZIdParam,
        body: ZResolverDivergencia,
        response: {
          200: z.object({ data: ZDivergencia }),
          ...erros(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const d = await resolverDivergencia(
        app.db,
        app.layout,
        ator(request),
        request.params.id,
        request.body,
      );
      await app.mudancas.publish({ entity: 'divergencia', id: d.id, action: 'resolvida' });
      if (d.estado === 'APLICADA' && d.bobinaId !== null) {
        await app.mudancas.publish({
          entity: 'bobina',
          id: d.bobinaId,
          action: 'endereco-corrigido',
        });
      }
      return { data: d };
    },
  );
};
export default route;
