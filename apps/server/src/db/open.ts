import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './lock.ts';
import { migratePgliteClient, migratePostgres } from './migrate.ts';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) migrated. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    await migratePostgres(config.databaseUrl);
    return openPostgres(config.databaseUrl);
  }
  const release = lockDataDir(config.dataDir);
  try {
    const client = await PGlite.create(config.dataDir);
    await migratePgliteClient(client);
    const database = openPglite(client);
    const close = database.close;
    database.close = async () => {
      await close();
      release();
    };
    return database;
  } catch (err) {
    release();
    throw err;
  }
}
