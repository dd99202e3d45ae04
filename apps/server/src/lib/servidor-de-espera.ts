import { erroGeral } from '@patio/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { lerTls } from './tls.ts';

/**
 * What listens on the server's port while the database is awaited at start (db/esperar-banco.ts):
 * every request, `/api/health` first, answers 503 with the current wait's message, so a load
 * balancer or an operator sees why; it logs each wait as a JSON line like the server does. It
 * closes once the database answers, and the real server listens on the same port.
 */
export interface ServidorDeEspera {
  esperando(mensagem: string, err: unknown): void;
  fechar(): Promise<void>;
}

export async function abrirServidorDeEspera(config: Config): Promise<ServidorDeEspera> {
  let mensagem = 'Banco de dados indisponível';
  const app: FastifyInstance = Fastify({
    // The same scheme as the server it stands in for (docs/tls.md).
    ...(config.tls ? ({ https: lerTls(config.tls) } as object) : {}),
    logger: { level: config.logLevel },
    forceCloseConnections: true,
  });
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(503).header('retry-after', '1').send(erroGeral(mensagem, 'INDISPONIVEL'));
  });
  await app.listen({ port: config.port, host: config.host });
  return {
    esperando(m, err) {
      mensagem = m;
      const e = err as { code?: unknown; message?: unknown };
      app.log.warn({ erro: e?.code ?? e?.message ?? String(err) }, m);
    },
    fechar: () => app.close(),
  };
}
