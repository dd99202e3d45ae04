import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { erroGeral } from '@patio/domain';
import fp from 'fastify-plugin';

/** Serves the built web app at / and falls back to index.html for every non-API GET. */
export default fp(
  async (app) => {
    const dist = app.config.webDist;
    const hasDist = existsSync(join(dist, 'index.html'));
    if (hasDist) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        // Hashed assets never change; index.html must always be revalidated.
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const api = request.url.toLowerCase().startsWith('/api');
      if (api || request.method !== 'GET' || !hasDist) {
        return reply.status(404).send(erroGeral('Recurso não encontrado.', 'NAO_ENCONTRADO'));
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);
