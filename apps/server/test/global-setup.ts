import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { seed } from '../src/cli/seed.ts';
import { openPglite } from '../src/db/client.ts';
import { migratePgliteClient } from '../src/db/migrate.ts';
import { ADMIN_SENHA } from './constants.ts';

/**
 * A new PGlite directory takes seconds to create; one migrated and seeded template is made
 * here once and every test file loads its own copy of it (well under a second).
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  await migratePgliteClient(client);
  await seed(openPglite(client).db, ADMIN_SENHA);
  const dump = await client.dumpDataDir('none');
  const file = join(tmpdir(), `patio-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
