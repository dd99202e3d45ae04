import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../../lib/http-error.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import { REGRA_ADMIN } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { encapsular } from '../../../modules/backup/formato.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backup',
    {
      config: { rule: REGRA_ADMIN },
      schema: {
        tags: ['sistema'],
        summary:
          'Cópia de segurança do banco embutido (npm run backup); com PostgreSQL use pg_dump',
        response: { 200: z.any(), ...erros(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { dump } = app.database;
      if (!dump) {
        throw conflict(
          'EM_ANDAMENTO',
          'Com PostgreSQL a cópia é feita pelo pg_dump: rode npm run backup -- --out ARQUIVO com DATABASE_URL.',
        );
      }
      const copia = encapsular(await dump());
      await registrarEvento(app.db, {
        tipo: 'NORMAL',
        descricao: `Cópia de segurança do banco baixada por ${request.usuario?.login} (${copia.byteLength} bytes).`,
        emailResponsavel: request.usuario?.email ?? null,
      });
      const nome = `patio-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.backup`;
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .send(copia);
    },
  );
};
export default route;
