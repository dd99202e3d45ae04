import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags: ['sistema'],
        summary:
          'Mudanças ao vivo (server-sent events: change com entity, id, action; resync = recarregar tudo). Last-Event-ID repõe o que faltou',
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
      const desde = ultimoVisto(request.headers['last-event-id']);
      const usuario = ator(request);
      const detach = app.mudancas.attach({
        res,
        usuarioId: usuario.id,
        ...(usuario.sessaoId ? { sessaoId: usuario.sessaoId } : {}),
        ...(desde === undefined ? {} : { desde }),
      });
      // An expired session's stream ends with it (revocations: plugins/app/sessoes-ao-vivo.ts).
      const expira = setTimeout(() => res.end(), Math.max(request.sessaoExpiraMs - Date.now(), 0));
      expira.unref();
      request.raw.on('close', () => {
        clearTimeout(expira);
        detach();
      });
    },
  );
};
export default route;

/**
 * The SSE Last-Event-ID: a change id, nothing on a first connection, or for a value that is no
 * id of ours one past any id, so that the client is told to refetch (`resync`).
 */
function ultimoVisto(header: string | string[] | undefined): number | undefined {
  const v = (Array.isArray(header) ? header[0] : header)?.trim();
  if (v === undefined || v === '') return undefined;
  return /^\d{1,15}$/.test(v) ? Number(v) : Number.MAX_SAFE_INTEGER;
}
