import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/**
 * Applies pending migrations on one dedicated connection holding a session advisory lock,
 * so several server processes can start against one PostgreSQL at the same time.
 */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
}
