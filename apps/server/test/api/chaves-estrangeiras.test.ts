import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

/**
 * A foreign key without an index of its own makes every delete of the row it points at read
 * the whole child table: with a decade of instructions, 250-350 ms per coil deleted
 * (docs/scale.md, "Writes at 10×"). Every key must lead some whole (not partial) index, except
 * those between the few rows of the access tables, which never grow with the yard's history.
 */
const PEQUENAS = new Set([
  'perfil_permissoes.permissao_id',
  'permissoes.papel_id',
  'redefinicoes_senha.usuario_id',
]);

describe.each(BACKENDS)('chaves estrangeiras indexadas (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('toda chave estrangeira das tabelas que crescem abre um índice inteiro', async () => {
    const r = await t.database.db.execute<{ chave: string; indexada: boolean }>(sql`
      select c.conrelid::regclass::text || '.' || a.attname as chave,
        exists (select 1 from pg_index i
                where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
                  and i.indpred is null) as indexada
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by 1`);
    const linhas = (r as unknown as { rows: { chave: string; indexada: boolean }[] }).rows;
    expect(linhas.length).toBeGreaterThan(10);
    const semIndice = linhas.filter((l) => !l.indexada && !PEQUENAS.has(l.chave));
    expect(semIndice.map((l) => l.chave)).toEqual([]);
  });
});
