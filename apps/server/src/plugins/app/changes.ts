import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';

/** What changed, as every open screen hears it: enough to refetch, never the data itself. */
export interface Change {
  entity: string;
  id: number | string | null;
  action: string;
}

export interface Changes {
  /** Announce a committed change to every client of every server process. */
  publish(change: Change): void;
  /** Attach an SSE response; returns the detach function. */
  attach(res: ServerResponse): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

const CHANNEL = 'patio_changes';

/**
 * Live updates fan out through the database's LISTEN/NOTIFY, so a change made on one server
 * process reaches the clients of all of them (and PGlite behaves the same in one process).
 */
export default fp(
  async (app) => {
    const clients = new Set<ServerResponse>();
    const send = (payload: string) => {
      for (const res of clients) res.write(`event: change\ndata: ${payload}\n\n`);
    };
    const unlisten = await app.database.listen(CHANNEL, send);
    const heartbeat = setInterval(() => {
      for (const res of clients) res.write(': ping\n\n');
    }, 15_000);
    heartbeat.unref();

    app.decorate('changes', {
      publish(change) {
        app.database
          .notify(CHANNEL, JSON.stringify(change))
          .catch((err) => app.log.warn({ err }, 'falha ao anunciar mudança'));
      },
      attach(res) {
        clients.add(res);
        return () => {
          clients.delete(res);
        };
      },
    });

    // Open streams would keep close() waiting forever: end them first.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
      await unlisten();
    });
  },
  { name: 'changes', dependencies: ['database'] },
);
