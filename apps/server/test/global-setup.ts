import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { seed } from '../src/cli/seed.ts';
import { openPglite } from '../src/db/client.ts';
import { migratePgliteClient, migratePostgres } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { comAdmin, urlDoBanco } from './banco-admin.ts';
import { ADMIN_SENHA } from './constants.ts';

/**
 * A new PGlite directory takes seconds to create; one migrated and seeded template is made
 * here once and every test file loads its own copy of it (well under a second). With
 * TEST_DATABASE_URL the same is done on PostgreSQL: each test database is a copy of one migrated
 * and seeded database (`create database … template`) instead of running every migration again
 * (docs/testing.md "Each attempt makes its own data").
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await modeloPglite());
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const modelo = await modeloPostgres(url);
  project.provide('postgresTemplate', modelo);
  return () => comAdmin(url, (c) => c.query(`drop database if exists ${modelo} with (force)`));
}

async function modeloPglite(): Promise<string> {
  const client = await PGlite.create();
  await migratePgliteClient(client);
  await seed(openPglite(client).db, ADMIN_SENHA);
  const dump = await client.dumpDataDir('none');
  const file = join(tmpdir(), `patio-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return file;
}

async function modeloPostgres(adminUrl: string): Promise<string> {
  const nome = `patio_modelo_${randomBytes(6).toString('hex')}`;
  await comAdmin(adminUrl, (c) => c.query(`create database ${nome}`));
  const url = urlDoBanco(adminUrl, nome);
  await migratePostgres(url);
  const database = openPostgres(url, 1);
  try {
    await seed(database.db, ADMIN_SENHA);
  } finally {
    await database.close();
  }
  return nome;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated and seeded PostgreSQL database every test database copies. */
    postgresTemplate: string;
  }
}
