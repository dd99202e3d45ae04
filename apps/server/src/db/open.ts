import type { Config } from '../config.ts';
import type { Database } from './client.ts';
import { lockDataDir } from './lock.ts';
import { migratePgliteClient, migratePostgres } from './migrate.ts';
import { openPostgres } from './postgres.ts';

/**
 * PGlite's defaults (shared_buffers 128 MB inside the WASM heap) cost far more resident memory
 * than these, for a yard whose hot data fits in a few MB (measured: docs/benchmarks.md).
 */
const PGLITE_CONF = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'wal_buffers=1MB'];

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) migrated. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    await migratePostgres(config.migrationDatabaseUrl ?? config.databaseUrl, config.databaseUrl);
    return openPostgres(config.databaseUrl);
  }
  // Loaded only here: importing PGlite alone costs resident memory a PostgreSQL-backed server
  // has no use for (docs/performance-notes.md).
  const [{ PGlite }, { pg_trgm }, { openPglite }, { opcoesDuraveis }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('./client.ts'),
    import('./pglite-duravel.ts'),
  ]);
  const release = lockDataDir(config.dataDir);
  try {
    // pg_trgm backs the contains-/i searches (migrations 0002 and 0006) as on PostgreSQL.
    // Durable: an answered write is on the disk (pglite-duravel.ts, docs/reliability.md).
    const client = await PGlite.create(config.dataDir, {
      ...opcoesDuraveis(config.dataDir, PGLITE_CONF),
      extensions: { pg_trgm },
    });
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
