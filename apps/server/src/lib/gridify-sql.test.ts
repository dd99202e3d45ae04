import { PGlite } from '@electric-sql/pglite';
import { GridifyError } from '@patio/domain';
import { asc, type SQL, sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FieldMap, filterToSql, orderByToSql } from './gridify-sql.ts';

const bobinas = pgTable('bobinas', {
  id: integer('id').primaryKey(),
  lote: text('lote'),
  grupo: text('grupo').notNull(),
  sequencia: integer('sequencia'),
  peso: numeric('peso'),
  ticada: boolean('ticada'),
  criadoEm: timestamp('criado_em', { withTimezone: true }),
  obs: text('obs'),
});

const fields: FieldMap = {
  id: { column: bobinas.id, type: 'int' },
  lote: { column: bobinas.lote, type: 'text' },
  'bobina.lote': { column: bobinas.lote, type: 'text' },
  grupo: { column: bobinas.grupo, type: 'text' },
  sequencia: { column: bobinas.sequencia, type: 'int' },
  peso: { column: bobinas.peso, type: 'number' },
  Ticada: { column: bobinas.ticada, type: 'bool' },
  createdAt: { column: bobinas.criadoEm, type: 'timestamp' },
  obs: { column: bobinas.obs, type: 'text' },
  loteGrupo: { column: sql`${bobinas.lote} || '-' || ${bobinas.grupo}`, type: 'text' },
};

// Hand-picked to exercise LIKE metacharacters, escapes, case, NULLs and empty strings.
const ROWS = `
  (1,  'A100',  'LQ', 1,    10.5,  true,  '2024-05-01 08:30:00+00', 'ok'),
  (2,  'a100x', 'LF', 2,    20,    false, '2024-05-01 23:59:00+00', NULL),
  (3,  '50%',   'LQ', 3,    30.25, true,  '2024-05-02 00:00:00+00', ''),
  (4,  '5_0',   'ZN', 10,   5,     NULL,  '2024-06-15 12:00:00+00', 'com, vírgula'),
  (5,  'C\\D',  'LQ', 11,   100,   false, NULL,                     'barra \\ invertida'),
  (6,  'A,B',   'LF', 12,   NULL,  true,  '2023-12-31 23:59:59+00', 'Misto Case'),
  (7,  NULL,    'ZN', NULL, 7.5,   false, '2024-05-01 00:00:00+00', 'x'),
  (8,  '',      'LQ', 21,   0,     true,  '2024-01-10 10:10:00+00', 'MISTO case'),
  (9,  'B200',  'lq', 100,  1000,  false, '2025-01-01 00:00:00+00', 'a|b (c)'),
  (10, 'b2000', 'ZN', 1000, 2.5,   true,  '2024-05-01 08:30:45+00', NULL)`;

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle({ client });
  await client.exec(`
    SET TIME ZONE 'UTC';
    CREATE TABLE bobinas (
      id integer PRIMARY KEY, lote text, grupo text NOT NULL, sequencia integer,
      peso numeric(10, 2), ticada boolean, criado_em timestamptz, obs text
    );
    INSERT INTO bobinas VALUES ${ROWS};`);
});

afterAll(async () => {
  await client.close();
});

async function ids(filter: string): Promise<number[]> {
  const rows = await db
    .select({ id: bobinas.id })
    .from(bobinas)
    .where(filterToSql(filter, fields))
    .orderBy(asc(bobinas.id));
  return rows.map((r) => r.id);
}

async function ordered(
  orderBy: string | undefined,
  fallback: string,
  where?: SQL,
): Promise<number[]> {
  const rows = await db
    .select({ id: bobinas.id })
    .from(bobinas)
    .where(where)
    .orderBy(...orderByToSql(orderBy, fields, fallback));
  return rows.map((r) => r.id);
}

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('filterToSql against PGlite', () => {
  it.each<[string, number[]]>([
    ['', ALL],
    ['lote=A100', [1]],
    ['lote=a100/i', [1]],
    ['LOTE=A100', [1]],
    ['Bobina.Lote=A100', [1]],
    ['lote=*a1', [2]],
    ['lote=*a1/i', [1, 2]],
    ['lote^b/i', [9, 10]],
    ['lote$0', [1, 4, 9, 10]],
    ['lote!^A', [2, 3, 4, 5, 7, 8, 9, 10]],
    ['lote<b/i', [1, 2, 3, 4, 6, 8]],
    ['loteGrupo=*a100-l/i', [1]],
  ])('text: %s', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each<[string, number[]]>([
    ['lote=*%', [3]],
    ['lote=*_', [4]],
    ['lote=*\\\\', [5]],
    ['obs=*\\\\', [5]],
    ['lote=*A\\,B', [6]],
    ['lote=A\\,B', [6]],
    ['obs=a\\|b \\(c\\)', [9]],
    ['obs=*com\\, v', [4]],
  ])('metacharacters and escapes are literal: %s', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each<[string, number[]]>([
    ['lote=', [7, 8]],
    ['lote!=', [1, 2, 3, 4, 5, 6, 9, 10]],
    ['obs=', [2, 3, 10]],
    ['sequencia=', [7]],
    ['peso=', [6]],
    ['Ticada=', [4]],
    ['createdAt=', [5]],
    ['createdAt!=', [1, 2, 3, 4, 6, 7, 8, 9, 10]],
  ])('empty value means null (or empty text): %s', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each<[string, number[]]>([
    ['sequencia=null', [7]],
    ['sequencia!=null', [1, 2, 3, 4, 5, 6, 8, 9, 10]],
    ['peso=null', [6]],
    ['Ticada=null', [4]],
    ['createdAt=null', [5]],
    ['createdAt!=null', [1, 2, 3, 4, 6, 7, 8, 9, 10]],
    // On text only NULL: the empty lote of row 8 is not null (`lote=` finds both).
    ['lote=null', [7]],
    ['lote!=null', [1, 2, 3, 4, 5, 6, 8, 9, 10]],
    ['lote=null/i', [7]],
    ['obs=null', [2, 10]],
    // Escaped, it is the text "null" (no row has it); other operators read it as text too.
    ['obs=\\null', []],
    ['obs=*null', []],
  ])('Gridify null keyword: %s', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each<[string, number[]]>([
    ['obs=*\\ invertida', [5]],
    ['obs=barra\\ \\\\\\ invertida', [5]],
    ['obs=*\\ ', [4, 5, 6, 8, 9]],
    ['obs$a\\ ', []],
    ['lote=\\A100', [1]],
    ['lote=\\5\\0\\%', [3]],
  ])('a backslash escapes any character, a space included: %s', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each<[string, number[]]>([
    ['obs!*case/i', [1, 2, 3, 4, 5, 7, 9, 10]],
    ['obs!*case', [1, 2, 3, 4, 5, 6, 7, 9, 10]],
    ['obs!=ok', [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['sequencia!=1', [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['Ticada!=true', [2, 4, 5, 7, 9]],
  ])('negations include NULL: %s', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each<[string, number[]]>([
    ['sequencia>10', [5, 6, 8, 9, 10]],
    ['sequencia>=10, sequencia<100', [4, 5, 6, 8]],
    ['sequencia=99999999999', []],
    ['sequencia=*0', [4, 9, 10]],
    ['peso<=10.5', [1, 4, 7, 8, 10]],
    ['peso>1e1', [1, 2, 3, 5, 9]],
    ['peso=2.50', [10]],
    ['Ticada=true', [1, 3, 6, 8, 10]],
    ['ticada=0', [2, 5, 7, 9]],
    ['ticada=FALSE', [2, 5, 7, 9]],
  ])('numbers and booleans: %s', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each<[string, number[]]>([
    ['createdAt=2024-05-01', [1, 2, 7, 10]],
    ['createdAt<2024-05-01', [6, 8]],
    ['createdAt<=2024-05-01', [1, 2, 6, 7, 8, 10]],
    ['createdAt>2024-05-01', [3, 4, 9]],
    ['createdAt>=2024-05-01', [1, 2, 3, 4, 7, 9, 10]],
    ['createdAt=2024-05-01T08:30', [1, 10]],
    ['createdAt=2024-05-01T08:30:45', [10]],
    ['createdAt>2023-12-31T23:59:58', [1, 2, 3, 4, 6, 7, 8, 9, 10]],
    ['createdAt=*01/05/2024', [1, 2, 7, 10]],
    ['createdAt=*08:30', [1, 10]],
  ])('timestamps: %s', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each<[string, number[]]>([
    ['grupo=LQ|grupo=LF,Ticada=true', [1, 3, 6, 8]],
    ['grupo=LQ|(grupo=LF,Ticada=true)', [1, 3, 5, 6, 8]],
    ['Ticada=true,grupo=LF|grupo=LQ', [1, 3, 5, 6, 8]],
    ['grupo=lq/i', [1, 3, 5, 8, 9]],
    ['(lote=*a/i | lote=*b/i) , (sequencia<5 | sequencia>500)', [1, 2, 10]],
  ])('connectors evaluate left to right, parentheses group: %s', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each([
    ['unknown field', 'nope=1'],
    ['malformed', 'lote=1,'],
    ['bad int', 'sequencia>abc'],
    ['fractional int', 'sequencia=1.5'],
    ['hex int', 'sequencia=0x10'],
    ['bad number', 'peso<1,5'],
    ['bad boolean', 'Ticada=yes'],
    ['ordering a boolean', 'Ticada>true'],
    ['contains on a boolean', 'Ticada=*t'],
    ['bad date', 'createdAt=ontem'],
    ['impossible date', 'createdAt=2024-02-30'],
    ['date with zone', 'createdAt>2024-05-01T10:00Z'],
  ])('rejects %s', (_name, filter) => {
    expect(() => filterToSql(filter, fields)).toThrow(
      expect.objectContaining({ kind: 'filter', message: 'Filtro inválido' }),
    );
    expect(() => filterToSql(filter, fields)).toThrow(GridifyError);
  });

  it('binds values as parameters and survives injection attempts', async () => {
    const evil = "'; drop table bobinas; --";
    const query = db
      .select()
      .from(bobinas)
      .where(filterToSql(`lote=${evil}`, fields))
      .toSQL();
    expect(query.sql).not.toContain('drop');
    expect(query.params).toContain(evil);
    expect(await ids(`lote=${evil}`)).toEqual([]);
    expect(await ids(`obs=*${evil}/i|lote^${evil}`)).toEqual([]);
    const count = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM bobinas');
    expect(count.rows[0]?.n).toBe(10);
  });

  it('runs a long flat chain and refuses one that alternates connectors too often', async () => {
    const flat = Array.from({ length: 800 }, (_, i) => `id=${(i % 10) + 1}`);
    expect(await ids(flat.join('|'))).toEqual(ALL);
    expect(await ids(flat.slice(0, 60).join(','))).toEqual([]);
    // 60 alternations fit; 800 would nest 800 levels deep in SQL. Left to right, every `,` kills
    // the running result (no id equals two values), so only the last `|id=10` survives.
    const alternate = (n: number) =>
      flat.slice(0, n).reduce((acc, c, i) => `${acc}${i % 2 ? '|' : ','}${c}`);
    expect(await ids(alternate(60))).toEqual([10]);
    expect(() => filterToSql(alternate(800), fields)).toThrow(GridifyError);
  });

  it('returns undefined for an absent filter', () => {
    expect(filterToSql(undefined, fields)).toBeUndefined();
    expect(filterToSql('  ', fields)).toBeUndefined();
  });
});

describe('orderByToSql against PGlite', () => {
  it('sorts by several fields, NULLs last', async () => {
    expect(await ordered('sequencia desc, id', 'id')).toEqual([10, 9, 8, 6, 5, 4, 3, 2, 1, 7]);
    const notLowercase = filterToSql('grupo!=lq', fields);
    expect(await ordered('grupo, PESO desc', 'id', notLowercase)).toEqual([
      2, 6, 5, 3, 1, 8, 7, 4, 10,
    ]);
    expect(await ordered('Ticada asc, id DESC', 'id')).toEqual([9, 7, 5, 2, 10, 8, 6, 3, 1, 4]);
  });

  it('uses the fallback when orderBy is empty', async () => {
    const byDate = [9, 4, 3, 2, 10, 1, 7, 8, 6, 5];
    expect(await ordered(undefined, 'createdAt desc')).toEqual(byDate);
    expect(await ordered('  ', 'createdAt desc')).toEqual(byDate);
    expect(orderByToSql('', fields, '')).toEqual([]);
  });

  it('null-ordering suffixes: ? nulls first, ! nulls last, by null-ness alone as in Gridify', async () => {
    const semData = 5;
    const comData = [1, 2, 3, 4, 6, 7, 8, 9, 10];
    expect(await ordered('createdAt?, id', 'id')).toEqual([semData, ...comData]);
    expect(await ordered('createdAt!, id', 'id')).toEqual([...comData, semData]);
    expect(await ordered('createdAt? desc, id', 'id')).toEqual([...comData, semData]);
    expect(await ordered('createdAt! DESC, id', 'id')).toEqual([semData, ...comData]);
    expect(await ordered('createdAt?, createdAt desc', 'id')).toEqual([
      5, 9, 4, 3, 2, 10, 1, 7, 8, 6,
    ]);
    expect(await ordered('lote?, id', 'id')).toEqual([7, 1, 2, 3, 4, 5, 6, 8, 9, 10]);
  });

  it.each(['nope', 'lote sideways', 'lote,', 'lote; drop table bobinas', 'lote?!', 'nope?'])(
    'rejects %s',
    (orderBy) => {
      expect(() => orderByToSql(orderBy, fields, 'id')).toThrow(
        expect.objectContaining({ kind: 'orderBy', message: 'Ordenação inválida' }),
      );
    },
  );
});
