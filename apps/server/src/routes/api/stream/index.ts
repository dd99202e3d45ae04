import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erros } from '../../../lib/schemas.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags: ['sistema'],
        summary: 'Mudanças ao vivo (server-sent events: entity, id, action)',
        response: erros(401),
      },
    },
    async (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n: conectado\n\n');
      const detach = app.changes.attach(res);
      request.raw.on('close', detach);
    },
  );
};
export default route;
