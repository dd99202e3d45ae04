import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open.ts';
import { fsyncsPassados } from '../../src/db/pglite-duravel.ts';
import { registrarMudanca } from '../../src/modules/mudancas/registrar-mudanca.ts';
import { type Dados, dadosPglite } from './servidor.ts';

/*
 * The embedded database as the server opens it: every answered write has asked the host to
 * put the WAL on the disk (fsync(2) on the real file) before the answer. PGlite alone passes
 * none (docs/reliability.md); this fails when the server's database is opened without it.
 */
describe('banco embutido: escrita respondida está no disco', () => {
  let dados: Dados;
  let database: Database;
  beforeAll(async () => {
    dados = await dadosPglite(inject('pgliteTemplate'));
    database = await openDatabase(loadConfig(dados.env));
  });
  afterAll(async () => {
    await database?.close();
    await dados?.apagar();
  });

  it('cada uma de cinco escritas respondidas pede fsync ao sistema antes da resposta', async () => {
    const [fsync] = (
      (await database.db.execute(sql`select current_setting('fsync') as v`)) as unknown as {
        rows: { v: string }[];
      }
    ).rows;
    expect(fsync?.v).toBe('on');
    for (let i = 0; i < 5; i++) {
      const antes = fsyncsPassados();
      await registrarMudanca(database.db, { entity: 'teste', id: i, action: 'criada' });
      expect(fsyncsPassados()).toBeGreaterThan(antes);
    }
  });
});
