import { ZImportacaoBody } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { importarItens } from '../../../modules/listas/importar-itens.ts';

/** 50,000 rows of ~250 bytes; the default body limit (5 MiB) holds ~20,000. */
const LIMITE_IMPORTACAO = 16 * 1024 * 1024;

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/importar',
    {
      config: { rule: 'IMPORTAR_ITENS' },
      bodyLimit: Math.max(app.config.bodyLimit, LIMITE_IMPORTACAO),
      schema: {
        tags: ['listas'],
        summary:
          'Importar bobinas (registros do CSV); tudo ou nada, a primeira linha ruim é nomeada',
        body: ZImportacaoBody,
        response: {
          201: z.object({ data: z.object({ mensagem: z.string(), quantidade: z.number().int() }) }),
          ...erros(400, 401, 403, 409, 413),
        },
      },
    },
    async (request, reply) => {
      const data = await importarItens(app.db, ator(request), request.body);
      await app.mudancas.publish({ entity: 'lista', id: null, action: 'importadas' });
      return reply.status(201).send({ data });
    },
  );
};
export default route;
