import { LAYOUT_PADRAO } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper.ts';
import { PASSO_LISTA } from '../lib/ordem-da-lista.ts';
import { CADEIAS, verificarCadeia } from '../modules/auditoria/verificar-cadeia.ts';
import { entradasDivergentes } from '../modules/painel/entradas-no-patio.ts';
import { manuaisPara, planejarPatio } from './seed-scale/patio-operacao.ts';
import { gerarEscala, lerOpcoes, MSG_BANCO_COM_BOBINAS } from './seed-scale.ts';

const OPCOES = { coils: 300, events: 3000, seed: 7, livres: 120, itensLista: 150 };
const { grupos, filas, colunas } = LAYOUT_PADRAO;
/** Every ground slot and every pyramid slot of columns C–H. */
const POSICOES = grupos * filas * (colunas + colunas - 2);

async function consulta<T>(t: TestApp, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

const umaLinha = async <T>(t: TestApp, q: ReturnType<typeof sql>) =>
  (await consulta<T>(t, q))[0] as T;

/** What two generations with the same flags must agree on, row for row. */
const digest = (t: TestApp) =>
  umaLinha<Record<string, string>>(
    t,
    sql`select
      (select md5(string_agg(concat_ws('|', id, lote, endereco, largura, status, tipo, item,
        created_at), ',' order by id)) from bobinas) as bobinas,
      (select md5(string_agg(concat_ws('|', bobina_id, created_at, de, para, status_para,
        motivo), ',' order by id)) from movimentos) as movimentos,
      (select md5(string_agg(concat_ws('|', id, created_at, tipo, descricao), ',' order by id))
        from eventos) as eventos,
      (select md5(string_agg(concat_ws('|', bobina_id, tipo, sequencia, ticada), ','
        order by id)) from listas) as listas,
      (select md5(string_agg(concat_ws('|', id, bobina_id, destino, estado), ',' order by id))
        from instrucoes) as instrucoes`,
  );

describe('npm run seed:scale: opções', () => {
  it('lê os flags do contrato e recusa valores que não são inteiros', () => {
    expect(lerOpcoes(['--coils', '10', '--events', '20', '--seed', '3'])).toEqual({
      coils: 10,
      events: 20,
      seed: 3,
      livres: 300,
      itensLista: 5000,
    });
    expect(lerOpcoes(['--livres', '5', '--itens-lista', '7'])).toMatchObject({
      livres: 5,
      itensLista: 7,
    });
    expect(() => lerOpcoes(['--coils', '1.5'])).toThrow('--coils precisa de um número inteiro');
    expect(() => lerOpcoes(['--moedas', '3'])).toThrow('Opções inválidas');
  });

  it('outra semente dá outro pátio', () => {
    const ids = { bobina: 0, instrucao: 0, despacho: 0, despachoK: 0 };
    const a = planejarPatio(1, 300, ids, LAYOUT_PADRAO).bobinas.map((b) => b.largura);
    const b = planejarPatio(2, 300, ids, LAYOUT_PADRAO).bobinas.map((b) => b.largura);
    expect(a).not.toEqual(b);
  });
});

describe.each(BACKENDS)('npm run seed:scale em escala pequena (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    // on PostgreSQL the event log loads on a second connection, written with COPY and sealed
    // as it is written, as the CLI does there
    const pg = backend === 'postgres';
    await gerarEscala(t.database.db, OPCOES, undefined, pg, undefined, t.databaseUrl);
  });
  afterAll(() => t?.close());

  it('gera as quantidades pedidas, lotes únicos, eventos em ordem ao longo de 3 anos', async () => {
    const n = await umaLinha<Record<string, number>>(
      t,
      sql`select
        (select count(*) from bobinas where status = 'EXPEDIDA')::int as expedidas,
        (select count(*) from bobinas where endereco is not null)::int as patio,
        (select count(*) from bobinas)::int as todas,
        (select count(distinct lote) from bobinas)::int as lotes,
        (select count(*) from eventos)::int as eventos,
        (select count(*) from eventos where tipo = 'ALERTA')::int as alertas,
        (select count(*) from (select created_at < lag(created_at) over (order by id) as volta
          from eventos) x where volta)::int as fora_de_ordem,
        (select extract(day from max(created_at) - min(created_at)) from eventos)::int as dias`,
    );
    expect(n.expedidas).toBe(OPCOES.coils);
    expect(n.patio).toBe(POSICOES - OPCOES.livres);
    expect(n.lotes).toBe(n.todas);
    expect(n.eventos).toBe(OPCOES.events);
    expect(n.alertas).toBeGreaterThan(OPCOES.events * 0.015);
    expect(n.alertas).toBeLessThan(OPCOES.events * 0.05);
    expect(n.fora_de_ordem).toBe(0);
    expect(n.dias).toBeGreaterThan(1000);
  });

  it('empilhamento válido: cada pirâmide sobre duas bobinas no pátio, não mais larga, de C a H', async () => {
    const ruins = await consulta<{ endereco: string }>(
      t,
      sql`select p.endereco from bobinas p
        left join bobinas a on a.endereco = substr(p.endereco, 1, 4)
          || chr(ascii(substr(p.endereco, 5, 1)) - 1) || 'N0' || substr(p.endereco, 8, 1)
          and a.status = 'NO_PATIO'
        left join bobinas b on b.endereco = substr(p.endereco, 1, 5) || 'N0'
          || substr(p.endereco, 8, 1) and b.status = 'NO_PATIO'
        where substr(p.endereco, 6, 1) = 'P' and (a.id is null or b.id is null
          or p.largura > a.largura or p.largura > b.largura or substr(p.endereco, 5, 1) in ('A', 'B'))`,
    );
    expect(ruins).toEqual([]);
    const fora = await consulta<{ endereco: string }>(
      t,
      sql`select endereco from bobinas where endereco is not null and (
        substr(endereco, 1, 4)::int not between 1 and ${grupos}
        or substr(endereco, 8, 1)::int > ${filas}
        or ascii(substr(endereco, 5, 1)) - 65 >= ${colunas}
        or is_lege <> (substr(endereco, 1, 4)::int between 31 and 92))`,
    );
    expect(fora).toEqual([]);
  });

  it('o estado combina com o endereço e com o histórico de cada bobina', async () => {
    const s = await consulta<{ status: string; com: number; sem: number; ultimo: string }>(
      t,
      sql`select b.status, count(*) filter (where b.endereco is not null)::int as com,
          count(*) filter (where b.endereco is null)::int as sem,
          string_agg(distinct u.status_para, ',') as ultimo
        from bobinas b
        join lateral (select status_para from movimentos m where m.bobina_id = b.id
          order by created_at desc, id desc limit 1) u on true
        group by b.status order by b.status`,
    );
    expect(s).toEqual([
      { status: 'CARREGADA', com: 0, sem: expect.any(Number), ultimo: 'CARREGADA' },
      { status: 'EXPEDIDA', com: 0, sem: OPCOES.coils, ultimo: 'EXPEDIDA' },
      { status: 'NO_PATIO', com: POSICOES - OPCOES.livres, sem: 0, ultimo: 'NO_PATIO' },
      { status: 'PLANEJADA', com: 0, sem: expect.any(Number), ultimo: 'PLANEJADA' },
    ]);
    // the loaded coils are exactly the loaded items of the open dispatches
    const carregadas = await umaLinha<{ n: number }>(
      t,
      sql`select count(*)::int as n from despacho_bobinas db join bobinas b on b.id = db.bobina_id
        where db.aberto and db.carregada_at is not null and b.status = 'CARREGADA'`,
    );
    expect(carregadas.n).toBe(s[0]?.sem);
    expect(carregadas.n).toBeGreaterThan(0);
    const porExpedida = await umaLinha<{ media: number; min: number }>(
      t,
      sql`select avg(n)::float8 as media, min(n)::int as min from (select count(*) as n
        from movimentos m join bobinas b on b.id = m.bobina_id where b.status = 'EXPEDIDA'
        group by b.id) x`,
    );
    expect(porExpedida.min).toBeGreaterThanOrEqual(4);
    expect(porExpedida.media).toBeLessThan(6);
  });

  it('a entrada no pátio guardada em cada bobina é a que o histórico dá (o painel não reconta)', async () => {
    expect(await entradasDivergentes(t.database.db)).toEqual([]);
    // the history's past dates, not the load's clock
    const r = await umaLinha<{ n: number; recentes: number }>(
      t,
      sql`select count(no_patio_desde)::int as n,
        count(*) filter (where no_patio_desde > now() - interval '1 day')::int as recentes
        from bobinas where endereco is not null`,
    );
    expect(r).toEqual({ n: POSICOES - OPCOES.livres, recentes: 0 });
  });

  it('listas PLANO e RESERVA com chaves de PASSO_LISTA em PASSO_LISTA e itens ticados no histórico', async () => {
    const l = await consulta<{
      tipo: string;
      n: number;
      min: number;
      max: number;
      ticados: number;
    }>(
      t,
      sql`select tipo, count(sequencia)::int as itens, count(distinct sequencia)::int as n,
        min(sequencia) as min, max(sequencia) as max,
        count(*) filter (where ticada)::int as ticados
        from listas group by tipo order by tipo`,
    );
    const n = OPCOES.itensLista;
    expect(l).toEqual([
      {
        tipo: 'PLANO',
        itens: n,
        n,
        min: PASSO_LISTA,
        max: n * PASSO_LISTA,
        ticados: expect.any(Number),
      },
      {
        tipo: 'RESERVA',
        itens: n,
        n,
        min: PASSO_LISTA,
        max: n * PASSO_LISTA,
        ticados: expect.any(Number),
      },
    ]);
    for (const lista of l) expect(lista.ticados).toBeGreaterThan(0);
  });

  it('instruções e despachos abertos; despachos finalizados com todas as expedidas', async () => {
    const i = await umaLinha<Record<string, number>>(
      t,
      sql`select
        (select count(*) from instrucoes i join bobinas b on b.id = i.bobina_id
          where i.tipo = 'MANUAL' and i.estado = 'ABERTA' and b.status = 'NO_PATIO'
          and not exists (select 1 from bobinas o where o.endereco = i.destino))::int as manuais,
        (select count(*) from despachos where not finalizado)::int as abertos,
        (select count(*) from despacho_bobinas db join despachos d on d.id = db.despacho_id
          where not d.finalizado)::int as no_aberto,
        (select count(distinct db.bobina_id) from despacho_bobinas db
          join despachos d on d.id = db.despacho_id join bobinas b on b.id = db.bobina_id
          where d.finalizado and not db.aberto and b.status = 'EXPEDIDA')::int as expedidas`,
    );
    expect(i).toEqual({
      manuais: manuaisPara(OPCOES.livres),
      abertos: 3,
      no_aberto: 60,
      expedidas: OPCOES.coils,
    });
  });

  it('GET bobinas?page=1 devolve o pátio inteiro; uma segunda carga é recusada', async () => {
    const res = await t.call({ method: 'GET', url: '/api/bobinas?page=1' });
    expect(res.statusCode).toBe(200);
    const { bobinas } = res.json() as { bobinas: { endereco: string }[] };
    expect(bobinas).toHaveLength(POSICOES - OPCOES.livres);
    expect(new Set(bobinas.map((b) => b.endereco)).size).toBe(bobinas.length);
    await expect(gerarEscala(t.database.db, OPCOES)).rejects.toThrow(MSG_BANCO_COM_BOBINAS);
  });

  it('é determinístico: a mesma semente num banco novo dá os mesmos dados (COPY ou INSERT, a mesma cadeia)', async () => {
    const outro = await buildTestApp(backend);
    try {
      // the other generation inserts and then seals: the same rows, the same chain
      await gerarEscala(outro.database.db, OPCOES, undefined, backend === 'postgres');
      expect(await digest(outro)).toEqual(await digest(t));
      const cadeias = async (x: TestApp) =>
        Promise.all(CADEIAS.map((c) => verificarCadeia(x.database.db, c)));
      const [deste, doOutro] = [await cadeias(t), await cadeias(outro)];
      expect(deste.map((c) => c.ok)).toEqual([true, true]);
      expect(deste.map((c) => c.hashFinal)).toEqual(doOutro.map((c) => c.hashFinal));
      expect(deste[1]?.linhas).toBe(OPCOES.events);
    } finally {
      await outro.close();
    }
  });
});
