import fp from 'fastify-plugin';
import type { ZodType } from 'zod';

/**
 * Fastify's JSON parser refuses an empty body ('Corpo JSON vazio.') even on calls that carry
 * none: `PATCH listas/ticar` and `PUT operacoes/{ponte}/pegar|soltar` are sent by clients that
 * always set `Content-Type: application/json`. The body is optional where the route declares no
 * body schema or one that accepts none (the cab's optional tap details); a route that needs one
 * still refuses an empty body.
 */
const corpoOpcional = (schema: unknown): boolean =>
  !schema || (schema as Partial<ZodType>).safeParse?.(undefined).success === true;

export default fp(
  async (app) => {
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' && corpoOpcional(request.routeOptions.schema?.body)) {
        done(null, undefined);
        return;
      }
      // parseAs string: the body arrives as text.
      json(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
