import { ZListQuery } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventos } from '../../src/db/schema.ts';
import { countUpTo } from '../../src/lib/list/count.ts';
import { listCriteria } from '../../src/lib/list/criteria.ts';
import { CAMPOS, listarEventos } from '../../src/modules/eventos/listar-eventos.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

/**
 * The events search looks for a page in the newest slices of the log first (docs/scale.md,
 * "Events search"): the page, its order and its totals must be exactly the plain query's, on
 * every page, whether the page fills in the first slice, a wider one or only the whole log.
 */
describe.each(BACKENDS)('busca de eventos pelas fatias mais novas (%s)', (backend) => {
  let t: TestApp;
  const MARCA = `FT${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    // 400 events two by two at the same clock time (ties ordered by id, newest id first);
    // 'comum' in every third, 'raro' in the 5 oldest and 'meio' in the older half only.
    await t.database.db.execute(sql`
      insert into eventos (created_at, tipo, email_responsavel, descricao)
      select timestamptz '2031-01-01T00:00:00Z' + ((i / 2) * interval '1 hour'),
             case when i % 7 = 0 then 'ALERTA' else 'NORMAL' end,
             case when i % 11 = 0 then 'comum' || i || '@patio.local' end,
             ${MARCA} || ' ' || i
               || case when i % 3 = 0 then ' comum' else '' end
               || case when i <= 5 then ' raro' else '' end
               || case when i <= 200 then ' meio' else '' end
      from generate_series(1, 400) i`);
  });
  afterAll(() => t.close());

  const SEM_ATALHO = { fatias: [], percorrer: 0 };
  // The walk alone, the slices alone, both: the walk (12 or 40 newest) holds some pages only.
  const ATALHOS = [
    { fatias: [], percorrer: 40 },
    { fatias: [5, 30, 120], percorrer: 0 },
    { fatias: [5, 30, 120], percorrer: 12 },
  ];
  /** The count as countUpTo gives it over the whole log, nothing kept. */
  const contagemPlena = async (q: ReturnType<typeof ZListQuery.parse>) => {
    const [r] = await countUpTo(t.database.db, eventos, listCriteria(q, CAMPOS, 'id').where, 1000);
    return r?.n ?? 0;
  };

  const consultas: { termo: string; page: string; pageSize: string }[] = [];
  // 'mu' (inside 'comum') is too short for trigrams: planned as PostgreSQL likes, the others
  // with bitmap scans only (plano-da-busca.ts); the same rows either way.
  for (const termo of ['comum', 'raro', 'meio', 'nada-disso', 'mu'])
    for (const [page, pageSize] of [
      ['1', '10'],
      ['2', '10'],
      ['5', '7'],
      ['1', '100'],
      ['3', '60'],
    ] as const)
      consultas.push({ termo, page, pageSize });

  it('cada página é a da consulta inteira: mesmas linhas, mesma ordem, mesmos totais', async () => {
    for (const { termo, page, pageSize } of consultas) {
      for (const orderBy of [undefined, 'createdAt desc', 'createdAt desc, id']) {
        const filter = `descricao^${MARCA}, (descricao=*${termo}/i | emailResponsavel=*${termo}/i)`;
        const query = { filter, page, pageSize, ...(orderBy ? { orderBy } : {}) };
        const q = ZListQuery.parse(query);
        const inteira = await listarEventos(t.database.db, q, SEM_ATALHO);
        const caso = JSON.stringify(query);
        expect(inteira.totalItems, caso).toBe(await contagemPlena(q));
        for (const busca of ATALHOS)
          expect(await listarEventos(t.database.db, q, busca), caso).toEqual(inteira);
        const res = await t.call({ method: 'GET', url: '/api/eventos', query });
        expect(res.statusCode, caso).toBe(200);
        expect(
          res.json().bobinas.map((e: { id: number }) => e.id),
          caso,
        ).toEqual(inteira.bobinas.map((e) => Number(e.id)));
        expect(res.json().totalItems, caso).toBe(inteira.totalItems);
      }
    }
  });

  it('a ordem por data crescente não passa pelas fatias e continua a da consulta', async () => {
    const q = ZListQuery.parse({
      filter: `descricao=*${MARCA} 1`,
      orderBy: 'createdAt',
      pageSize: '5',
    });
    const asc = await listarEventos(t.database.db, q, { fatias: [5, 30], percorrer: 40 });
    expect(asc).toEqual(await listarEventos(t.database.db, q, SEM_ATALHO));
    expect(asc.bobinas[0]?.descricao).toBe(`${MARCA} 1 raro meio`);
  });

  it('a contagem guardada por filtro segue os eventos novos e é a da consulta inteira', async () => {
    const termo = `${MARCA}N`;
    const query = { filter: `descricao=*${termo}/i`, page: '1', pageSize: '10' };
    const q = ZListQuery.parse(query);
    const inserir = (n: number) =>
      t.database.db.execute(sql`
        insert into eventos (tipo, descricao)
        select 'NORMAL', ${termo} || ' novo ' || i from generate_series(1, ${n}) i`);
    await inserir(3);
    expect((await listarEventos(t.database.db, q)).totalItems).toBe(3);
    await inserir(4);
    // the kept count (3) grows by the events written since, as a count of the whole log would
    const depois = await listarEventos(t.database.db, q);
    expect(depois.totalItems).toBe(7);
    expect(depois.totalItems).toBe(await contagemPlena(q));
    expect(depois.bobinas.map((e) => e.descricao)[0]).toBe(`${termo} novo 4`);
    // the same through the API
    const res = await t.call({ method: 'GET', url: '/api/eventos', query });
    expect(res.json().totalItems).toBe(7);
    await inserir(1_000);
    const cheia = await listarEventos(t.database.db, q);
    expect(cheia.totalItems).toBeGreaterThan(1_000);
    expect(await contagemPlena(q)).toBe(1_001);
  });
});
