import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the database opened by the caller (main.ts or a test) to routes and services. */
export default fp(
  async (app, opts: { database: Database }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'database' },
);
