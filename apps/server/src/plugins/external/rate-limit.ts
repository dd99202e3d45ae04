import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooMany } from '../../lib/http-error.ts';

/** Opt-in per route (login, enviarLink): a per-IP ceiling on top of the per-login lockout. */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      tooMany(`Muitas requisições. Tente novamente em ${Math.ceil(ctx.ttl / 1000)} segundos.`),
  });
});
