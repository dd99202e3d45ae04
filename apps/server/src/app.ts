import { join } from 'node:path';
import autoload from '@fastify/autoload';
import { erroGeral, type Layout } from '@patio/domain';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { pageSerializer } from './lib/list/page-schema.ts';
import { lerTls } from './lib/tls.ts';
import { layoutComGrupos } from './modules/patio/layout.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The main yard's layout, from PATIO_GRUPOS; passed to every service that checks an address. */
    layout: Layout;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  logger?: boolean;
}

const here = import.meta.dirname;
// We run TypeScript directly (tsx, Vitest); autoload only detects preloaded loaders, not --import.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/** The whole server as one Fastify instance: external plugins, then app plugins, then routes. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Fastify's types split HTTP and HTTPS instances; the routes see no difference.
    ...(opts.config.tls ? ({ https: lerTls(opts.config.tls) } as object) : {}),
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.logLevel,
            redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
          },
    bodyLimit: opts.config.bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Start-up talks to the database (migrations done, the change log's marker, LISTEN): on a
    // loaded machine that took over Fastify's default 10 s.
    pluginTimeout: 60_000,
    forceCloseConnections: 'idle',
    frameworkErrors: errosDoRoteador,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Lists of flat rows take a faster path with the same output (lib/list/page-schema.ts); the rest, zod.
  app.setSerializerCompiler(
    (route) =>
      pageSerializer(route.schema) ??
      serializerCompiler(route as Parameters<typeof serializerCompiler>[0]),
  );
  app.decorate('config', opts.config);
  // Every rule check, the advisor and the map read the yard's size from this one value; routes
  // hand it to the services that need it.
  app.decorate('layout', layoutComGrupos(opts.config.patioGrupos));

  await app.register(autoload, { dir: join(here, 'plugins/external') });
  await app.register(autoload, {
    dir: join(here, 'plugins/app'),
    options: { database: opts.database, jwtSecret: opts.jwtSecret },
  });
  await app.register(autoload, {
    dir: join(here, 'routes'),
    ignorePattern: /\.test\.ts$/,
  });
  return app;
}

/** The router refuses these (bad escapes, over-long parameters) before any hook runs. */
function errosDoRoteador(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const longo = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply
    .status(longo ? 414 : 400)
    .send(erroGeral(longo ? 'Endereço grande demais.' : 'Endereço inválido.', 'INVALIDO'));
}
