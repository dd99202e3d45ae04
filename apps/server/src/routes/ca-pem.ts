import { erroGeral } from '@patio/domain';
import type { FastifyPluginAsync } from 'fastify';
import { certificadoDaCa } from '../lib/tls.ts';

/**
 * The plant CA's certificate, public, so a tablet can download and install it before it trusts
 * the server (docs/tls.md). Served only when the server runs HTTPS with a CA file beside it.
 */
const route: FastifyPluginAsync = async (app) => {
  const pem = certificadoDaCa(app.config.tls);
  app.get('/ca.pem', { schema: { hide: true } }, async (_request, reply) => {
    if (!pem)
      return reply
        .status(404)
        .send(erroGeral('Este servidor não tem CA da planta.', 'NAO_ENCONTRADO'));
    return reply
      .header('content-type', 'application/x-pem-file')
      .header('content-disposition', 'attachment; filename="patio-ca.pem"')
      .send(pem);
  });
};
export default route;
