import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { servidoPorHttps } from './helmet.ts';

/** The OpenAPI document, generated from the routes' zod schemas, at /api/docs (JSON at /api/docs/json). */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pátio API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  const https = servidoPorHttps(app.config.appUrl);
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI's own CSP upgrades to https too: over plain HTTP its page would be blank.
    transformStaticCSP: (csp) =>
      https ? csp : csp.replace(/\s*upgrade-insecure-requests;?/, '').trim(),
  });
});
