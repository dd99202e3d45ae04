import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './lock.ts';
import { migratePgliteClient, migratePostgres } from './migrate.ts';

/**
 * PGlite's defaults (shared_buffers 128 MB inside the WASM heap) took ~120 MB of resident memory
 * more than these, for a yard whose hot data fits in a few MB. Measured in docs/benchmarks.md.
 */
const PGLITE_CONF = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'wal_buffers=1MB'];

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) migrated. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    await migratePostgres(config.databaseUrl);
    return openPostgres(config.databaseUrl);
  }
  const release = lockDataDir(config.dataDir);
  try {
    const client = await PGlite.create(config.dataDir, { postgresqlconf: PGLITE_CONF });
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
