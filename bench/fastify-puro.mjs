// The stack's own floor: Fastify as the server uses it, one route, no plugin, no hook, no
// database. It answers the map's revalidation as the server does when nothing changed (304,
// the same headers), so the bench can set each read's server CPU beside what HTTP and Fastify
// alone cost on this machine (bench/fastify-puro.ts).
import Fastify from 'fastify';

const ETAG = 'W/"fastify-puro"';
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/bobinas', (_request, reply) => {
  reply.header('etag', ETAG).header('cache-control', 'private, no-cache').code(304).send();
});
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT) });
