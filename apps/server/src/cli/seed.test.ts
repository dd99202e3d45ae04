import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PERMISSOES } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { migratePgliteClient } from '../db/migrate.ts';
import { seed, segredoJwt } from './seed.ts';

const permissoesDoAdmin = async (db: ReturnType<typeof openPglite>['db']) => {
  const r = await db.execute<{ nome: string }>(sql`
    select pm.nome from perfil_permissoes pp join perfis pf on pf.id = pp.perfil_id
    join permissoes pm on pm.id = pp.permissao_id where pf.nome = 'Administrador' order by 1`);
  return (r as unknown as { rows: { nome: string }[] }).rows.map((x) => x.nome);
};

describe('seed', () => {
  it('é idempotente, gera a senha uma vez e não devolve permissão tirada do Administrador', async () => {
    const client = await PGlite.create();
    await migratePgliteClient(client);
    const { db } = openPglite(client);
    const primeiro = await seed(db);
    expect(primeiro.adminCriado).toBe(true);
    expect(primeiro.senhaGerada).toMatch(/^[\w-]{12}$/);
    expect(await permissoesDoAdmin(db)).toEqual([...PERMISSOES].sort());

    await db.execute(sql`
      delete from perfil_permissoes where permissao_id = (select id from permissoes where nome = 'EXCLUIR_BOBINA')`);
    const segundo = await seed(db, 'outra-senha');
    expect(segundo).toEqual({ adminCriado: false });
    expect(await permissoesDoAdmin(db)).not.toContain('EXCLUIR_BOBINA');
    const n = await db.execute<{ n: number }>(sql`select count(*)::int as n from usuarios`);
    expect((n as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    await client.close();
  });

  it('sem JWT_SECRET o segredo é gerado uma vez e mantido: tokens sobrevivem a um reinício', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'patio-segredo-'));
    const antes = await PGlite.create(dir);
    await migratePgliteClient(antes);
    const primeiro = await segredoJwt(openPglite(antes).db);
    expect(primeiro.length).toBeGreaterThanOrEqual(32);
    await antes.close();
    // The same data directory opened again, as a restarted server does.
    const depois = await PGlite.create(dir);
    await migratePgliteClient(depois);
    expect(await segredoJwt(openPglite(depois).db)).toBe(primeiro);
    await depois.close();
    const outro = await PGlite.create();
    await migratePgliteClient(outro);
    expect(await segredoJwt(openPglite(outro).db)).not.toBe(primeiro);
    await outro.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
