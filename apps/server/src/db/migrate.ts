import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PGlite's driver is loaded on demand: a PostgreSQL-backed server never pays for it. */
export async function migratePgliteClient(client: PGlite): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await migrate(drizzle({ client }), { migrationsFolder });
}

/**
 * A schema `copy-to-postgres` creates in its target before its first commit and drops after its
 * last (cli/copiar-para-postgres.ts): while it exists the database holds a copy that did not
 * finish, and nothing here migrates or serves it.
 */
export const MARCA_DE_COPIA = 'copia_incompleta';

export const MSG_COPIA_INCOMPLETA =
  'Este banco recebeu uma cópia do banco embutido que não terminou (npm run copy-to-postgres): ' +
  'ele não é servido. Apague-o, crie um banco novo e vazio e repita a cópia.';

/**
 * Applies pending migrations on one dedicated connection holding a session advisory lock,
 * so several server processes can start against one PostgreSQL at the same time. With
 * `servidorUrl` naming another role (MIGRATION_DATABASE_URL set), that role is then granted
 * what the server does with rows, and nothing an owner does (docs/audit-trail.md).
 */
export async function migratePostgres(url: string, servidorUrl = url): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    const { rows } = await client.query<{ marcado: boolean }>(
      `select to_regnamespace('${MARCA_DE_COPIA}') is not null as marcado`,
    );
    if (rows[0]?.marcado) throw new Error(MSG_COPIA_INCOMPLETA);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
    if (servidorUrl !== url) await concederAoServidor(client, await papelDe(servidorUrl));
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
}

/** The role a connection string logs in as (it may come from PGUSER or the system user). */
async function papelDe(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ papel: string }>('select current_user as papel');
    return r.rows[0]?.papel ?? '';
  } finally {
    await c.end();
  }
}

/** The append-only history: rows are added and sealed (elo and hash set once), never removed. */
const HISTORICO = ['movimentos', 'eventos'];

/**
 * Grants the server's role reading and writing rows, and no more: no TRUNCATE, no REFERENCES
 * or TRIGGER, and it owns nothing, so it cannot ALTER a table (switch a trigger off) or drop
 * a trigger. On the history it may insert and update (the seal sets elo and hash at commit, as
 * the committing role; the triggers refuse every other update), not delete. Run after every
 * migration, so tables and sequences added later are granted too. Done here rather than in a
 * migration file: the role's name is the installation's, not the schema's.
 */
export async function concederAoServidor(owner: pg.ClientBase, papel: string): Promise<void> {
  const [dono] = (await owner.query<{ eu: string }>('select current_user as eu')).rows;
  if (!papel || papel === dono?.eu) return;
  const r = pg.escapeIdentifier(papel);
  await owner.query(`grant usage on schema public to ${r}`);
  await owner.query(`grant select, insert, update, delete on all tables in schema public to ${r}`);
  await owner.query(`grant usage, select, update on all sequences in schema public to ${r}`);
  await owner.query(`revoke delete, truncate on ${HISTORICO.join(', ')} from ${r}`);
}
