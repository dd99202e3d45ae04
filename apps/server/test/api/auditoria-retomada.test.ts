import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarCadeia } from '../../src/modules/auditoria/verificar-cadeia.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';

/*
 * The chain walked in ranges, resumable from a head written down (docs/audit-trail.md,
 * "Resuming"): tiny ranges here, so a handful of rows crosses several of them.
 */
describe.each(BACKENDS)('audit:verify em trechos, retomável (%s)', (backend) => {
  let t: TestApp;
  const trechos = { lote: 2, paralelo: 2 };
  beforeAll(async () => {
    t = await buildTestApp(backend);
    for (let i = 1; i <= 9; i++) {
      const res = await postBobina(t, novaBobina({ endereco: `0004DN0${i}` }));
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 180_000);
  afterAll(() => t.close());

  /** Runs `q` on movimentos with the append-only guard off (only the table's owner can). */
  const semGuarda = async (q: string) => {
    await t.database.db.execute(
      sql.raw('alter table movimentos disable trigger movimentos_somente_inclusao'),
    );
    try {
      await t.database.db.execute(sql.raw(q));
    } finally {
      await t.database.db.execute(
        sql.raw('alter table movimentos enable trigger movimentos_somente_inclusao'),
      );
    }
  };

  it('percorre a cadeia inteira em trechos e anuncia cabeças de onde retomar', async () => {
    const cabecas: [number, string][] = [];
    const r = await verificarCadeia(t.database.db, 'movimentos', {
      ...trechos,
      aoConferir: (elo, hash) => cabecas.push([elo, hash]),
    });
    expect(r.ok, JSON.stringify(r)).toBe(true);
    expect(r.linhas).toBeGreaterThanOrEqual(9);
    // one head per window of lote × paralelo links, each the stored hash of that link
    expect(cabecas.map(([elo]) => elo)).toEqual(
      Array.from({ length: Math.ceil(r.linhas / 4) - 1 }, (_, i) => (i + 1) * 4),
    );
    const [quatro] = await linhas<{ hash: string }>(
      t,
      sql`select hash from movimentos where elo = 4`,
    );
    expect(cabecas[0]?.[1]).toBe(quatro?.hash);
  });

  it('retoma de uma cabeça anotada: só os elos depois dela; uma alteração depois é achada', async () => {
    const cheia = await verificarCadeia(t.database.db, 'movimentos', trechos);
    const [cabeca] = await linhas<{ hash: string }>(
      t,
      sql`select hash from movimentos where elo = 3`,
    );
    const desde = { elo: 3, hash: cabeca?.hash as string };
    const retomada = await verificarCadeia(t.database.db, 'movimentos', { ...trechos, desde });
    expect(retomada).toEqual(cheia);

    const [alvo] = await linhas<{ id: number; elo: number; motivo: string }>(
      t,
      sql`select id::int, elo::int, motivo from movimentos where elo = 6`,
    );
    await semGuarda(`update movimentos set motivo = 'reescrito' where id = ${alvo?.id}`);
    try {
      const r = await verificarCadeia(t.database.db, 'movimentos', { ...trechos, desde });
      expect(r.ok).toBe(false);
      expect(r.quebra).toEqual({
        elo: 6,
        id: alvo?.id,
        motivo: `O hash do elo 6 da cadeia de movimentos (id ${alvo?.id}) não confere: linha alterada.`,
      });
    } finally {
      const motivo = (alvo?.motivo ?? '').replaceAll("'", "''");
      await semGuarda(`update movimentos set motivo = '${motivo}' where id = ${alvo?.id}`);
    }
    expect((await verificarCadeia(t.database.db, 'movimentos', trechos)).ok).toBe(true);
  });

  it('uma cabeça que a cadeia não tem não confere, e nada é percorrido como se conferisse', async () => {
    const r = await verificarCadeia(t.database.db, 'movimentos', {
      ...trechos,
      desde: { elo: 3, hash: 'f'.repeat(64) },
    });
    expect(r.ok).toBe(false);
    expect(r.quebra).toEqual({
      elo: 3,
      id: null,
      motivo:
        'O elo 3 da cadeia de movimentos não tem o hash anotado: o histórico até ali não é o que foi anotado (reescrito, apagado, ou outro banco).',
    });
  });

  it('um elo apagado no fim de um trecho (o que o próximo lê só pelo hash) é achado', async () => {
    const [alvo] = await linhas<{ id: number }>(
      t,
      sql`select id::int from movimentos where elo = 4`,
    );
    // a table of its own, not a temp one: the pool may run each statement on another connection
    await semGuarda(
      `create table guardado_trecho as select * from movimentos where id = ${alvo?.id}`,
    );
    await semGuarda(`delete from movimentos where id = ${alvo?.id}`);
    try {
      const r = await verificarCadeia(t.database.db, 'movimentos', trechos);
      expect(r.quebra?.motivo).toMatch(/^Falta o elo 4 da cadeia de movimentos antes do elo 5 /);
    } finally {
      await semGuarda('insert into movimentos select * from guardado_trecho');
      await semGuarda('drop table guardado_trecho');
    }
    expect((await verificarCadeia(t.database.db, 'movimentos', trechos)).ok).toBe(true);
  });
});
