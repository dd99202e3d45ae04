import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOMEADA, nomearInstrucoesDeEscrita, nomeDeLeitura } from './instrucoes-nomeadas.ts';

const url = process.env.TEST_DATABASE_URL;

/** What this connection has prepared (named statements live per connection). */
const preparadas = async (c: pg.PoolClient) =>
  (await c.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (r) => r.statement,
  );

describe.skipIf(!url)('instruções nomeadas nas transações de escrita (PostgreSQL)', () => {
  let pool: pg.Pool;
  let c: pg.PoolClient;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('connect', nomearInstrucoesDeEscrita);
    c = await pool.connect();
  });
  afterAll(async () => {
    c.release();
    await pool.end();
  });

  it('uma leitura fora de transação e uma transação só de leitura não preparam nada', async () => {
    await c.query('select $1::int + 1 as n', [1]);
    await c.query('begin isolation level repeatable read read only');
    await c.query('select $1::int + 2 as n', [1]);
    await c.query('commit');
    expect(await preparadas(c)).toEqual([]);
  });

  it('dentro de uma transação de escrita, a mesma instrução é preparada uma vez e dá o mesmo resultado', async () => {
    for (const v of [1, 2]) {
      await c.query('begin');
      const r = await c.query<{ n: number }>('select $1::int + 3 as n', [v]);
      expect(r.rows[0]?.n).toBe(v + 3);
      await c.query('commit');
    }
    expect(await preparadas(c)).toEqual(['select $1::int + 3 as n']);
    // After the commit, reads go unnamed again.
    await c.query('select $1::int + 4 as n', [1]);
    expect(await preparadas(c)).toHaveLength(1);
  });

  it('fora de transação, só a instrução marcada como nomeada é preparada', async () => {
    const antes = await preparadas(c);
    const texto = `${NOMEADA} select $1::int + 5 as n`;
    for (const v of [1, 2]) {
      const r = await c.query<{ n: number }>(texto, [v]);
      expect(r.rows[0]?.n).toBe(v + 5);
    }
    await c.query('select $1::int + 6 as n', [1]);
    expect((await preparadas(c)).sort()).toEqual([...antes, texto].sort());
  });
});

describe('nomes das leituras sem parâmetro', () => {
  it('o mesmo texto tem sempre o mesmo nome; passado o limite, um texto novo fica sem nome', () => {
    const primeiro = nomeDeLeitura('select 1 as leitura_0');
    expect(primeiro).toMatch(/^w[0-9a-f]{20}$/);
    expect(nomeDeLeitura('select 1 as leitura_0')).toBe(primeiro);
    const nomes = new Set([primeiro]);
    for (let i = 1; i < 100; i++) nomes.add(nomeDeLeitura(`select 1 as leitura_${i}`));
    expect(nomes.size).toBe(100);
    expect(nomeDeLeitura('select 1 as leitura_100')).toBeUndefined();
    // The texts already named keep their names.
    expect(nomeDeLeitura('select 1 as leitura_0')).toBe(primeiro);
  });
});
