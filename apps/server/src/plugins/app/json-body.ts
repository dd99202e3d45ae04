import fp from 'fastify-plugin';

/**
 * Fastify's JSON parser refuses an empty body ('Corpo JSON vazio.') even on calls that carry
 * none: `PATCH listas/ticar` and `PUT operacoes/{ponte}/pegar|soltar` are sent by clients that
 * always set `Content-Type: application/json`. The body is optional exactly where the route
 * declares no body schema, or one that accepts no body (pegar/soltar's optional reading); a
 * route that needs one still refuses an empty body.
 */
function aceitaSemCorpo(schema: unknown): boolean {
  if (!schema) return true;
  const zod = schema as { safeParse?: (v: unknown) => { success: boolean } };
  return typeof zod.safeParse === 'function' && zod.safeParse(undefined).success;
}

export default fp(
  async (app) => {
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' && aceitaSemCorpo(request.routeOptions.schema?.body)) {
        done(null, undefined);
        return;
      }
      // parseAs string: the body arrives as text.
      json(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
