import { type TExportQuery, ZExportQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteRule } from '../route-rule.ts';
import { erros } from '../schemas.ts';
import { type Exportacao, enviarExportacao } from './exportar.ts';

/**
 * `GET <lista>/exportar?filter&orderBy&formato=csv|xlsx`: every row of the list the screen
 * shows, under the same rule as reading it (docs/exportacao.md).
 */
export function rotaDeExportacao(
  tag: string,
  rule: RouteRule,
  exportacao: (q: TExportQuery) => Exportacao,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/exportar',
      {
        config: { rule },
        schema: {
          tags: [tag],
          summary:
            'Exporta todas as linhas do filtro e da ordem da tela, em CSV (UTF-8 com BOM, separador ;) ou XLSX',
          querystring: ZExportQuery,
          response: erros(400, 401, 403),
        },
      },
      async (request, reply) =>
        enviarExportacao(reply, app.database, exportacao(request.query), request.query.formato),
    );
  };
}
