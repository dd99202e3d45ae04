import { type ClassePermanencia, MSG_AGORA, msDeLaminacao, sugerirEnderecos } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarPatio } from '../../src/modules/patio/carregar-patio.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { colocar } from './instrucoes-fixtures.ts';
import { encherPatio, type SugestaoT, sugerir } from './patio-sugestoes-fixtures.ts';

type ClasseT = ClassePermanencia;

const modelo = (t: TestApp, as?: string | null) =>
  t.call({ method: 'GET', url: '/api/patio/sugestoes/modelo', as });

const dados = (over: Record<string, unknown> = {}) => ({
  largura: 1200,
  isLege: false,
  proximoProcesso: 'LDC3',
  laminacaoAt: '2026-11-01T08:00',
  ...over,
});

let seq = 0;

/**
 * A history written as the server writes it: per coil an entry into the yard (from outside)
 * and, `horas` later, its loading on a dispatch — `n` coils, one exit a day back from now.
 */
async function historico(t: TestApp, processo: string, n: number, horas: number) {
  const prefixo = `H${process.pid % 1000}${++seq}`;
  await t.database.db.execute(sql`
    with novas as (
      insert into bobinas (item, lote, endereco, grupo, material, laminacao_at, laminacao_turno,
        largura, proximo_processo, status, is_lege)
      select 'A12345', ${prefixo} || lpad(i::text, 4, '0'), null, 'LQ', 'BQ',
        timestamp '2026-01-01 06:00', 1, 1200, ${processo}, 'EXPEDIDA', false
      from generate_series(1, ${n}) i
      returning id, lote),
    saidas as (
      select id, now() - (right(lote, 4)::int) * interval '1 day' as saida from novas)
    insert into movimentos (bobina_id, created_at, de, para, status_de, status_para, motivo)
    select id, saida - ${horas} * interval '1 hour' + (id % 5) * interval '1 hour', null,
      '0001AN01', null, 'NO_PATIO', 'Cadastro' from saidas
    union all
    select id, saida, '0001AN01', null, 'NO_PATIO', 'CARREGADA', 'Carregada no despacho T'
      from saidas`);
}

describe.each(BACKENDS)('patio/sugestoes: agora e modelo (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('agora: idades e saídas lidas naquele instante (a resposta do advisor com esse relógio)', async () => {
    // a full yard but for two pyramid slots over EMB4 coils laminated on 1 Nov and two ground
    // slots: how likely the supports leave first, and the yard's typical stay, are ages
    for (const e of ['0003BN01', '0003CN01', '0003DN01']) {
      await colocar(t, e, { proximoProcesso: 'EMB4', laminacaoAt: '2026-11-01T00:00' });
    }
    await encherPatio(t, 30, ['0003CP01', '0003DP01', '0005AN05', '0010AN05']);
    const bobina = dados({ proximoProcesso: 'LPBQ1', laminacaoAt: '2026-11-01T00:00' });
    const { bobinas: lidas, prometidos } = await carregarPatio(t.database.db);
    // the advisor samples a large yard at a fixed stride: the server reads it in id order
    const bobinas = [...lidas].sort((a, b) => a.id - b.id);
    const esperado = (agora: string) =>
      sugerirEnderecos(
        { ...bobina, largura: 1200 },
        {
          layout: t.app.layout,
          bobinas,
          agora: msDeLaminacao(agora),
          modelo: t.app.modeloPermanencia.atual(),
        },
        { limite: 20, excluir: prometidos },
      );
    const cedo = await sugerir(t, { bobina, limite: 20, agora: '2026-11-01T06:00' });
    expect(cedo.statusCode, cedo.body).toBe(200);
    expect(cedo.json().sugestoes).toEqual(esperado('2026-11-01T06:00'));
    const tarde = await sugerir(t, { bobina, limite: 20, agora: '2027-03-01T06:00' });
    expect(tarde.statusCode, tarde.body).toBe(200);
    expect(tarde.json().sugestoes).toEqual(esperado('2027-03-01T06:00'));
    const pontos = (r: { json(): { sugestoes: SugestaoT[] } }) =>
      r.json().sugestoes.map((s) => `${s.endereco} ${s.pontuacao}`);
    expect(pontos(tarde)).not.toEqual(pontos(cedo));
    // seconds are tolerated and dropped, like laminacaoAt's
    const comSegundos = await sugerir(t, { bobina, limite: 20, agora: '2026-11-01T06:00:59' });
    expect(comSegundos.json().sugestoes).toEqual(cedo.json().sugestoes);
  });

  it('agora malformado ou impossível: 400 com a mensagem, em agora', async () => {
    const casos: [unknown, string][] = [
      ['amanhã', MSG_AGORA.formato],
      ['2026-11-27', MSG_AGORA.formato],
      ['27/11/2026 08:30', MSG_AGORA.formato],
      [20261127, MSG_AGORA.formato],
      ['2026-02-30T10:00', MSG_AGORA.inexistente],
      ['2026-11-27T25:00', MSG_AGORA.inexistente],
      ['2026-11-27T08:61', MSG_AGORA.inexistente],
    ];
    for (const [agora, mensagem] of casos) {
      const res = await sugerir(t, { bobina: dados(), agora });
      expect(res.statusCode, JSON.stringify(agora)).toBe(400);
      expect(res.json().errors?.agora ?? res.json().Messagens, JSON.stringify(agora)).toContain(
        mensagem,
      );
    }
  });

  it('agora no documento OpenAPI', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const post = JSON.stringify(doc.paths['/api/patio/sugestoes']?.post);
    expect(post).toContain('"agora"');
    expect(post).toContain('AAAA-MM-DDTHH:mm');
    expect(doc.paths['/api/patio/sugestoes/modelo']?.get).toBeDefined();
  });

  it('modelo: o prior enquanto o histórico é magro; aprende uma classe com saídas bastantes', async () => {
    const antes = await modelo(t);
    expect(antes.statusCode, antes.body).toBe(200);
    const a = antes.json().data as { classes: ClasseT[]; saidas: number };
    expect(a.classes.map((c) => c.classe)).toEqual(
      expect.arrayContaining(['EMB4', 'LDC3', 'LDC4', 'LPBQ1', 'LPBQ2', 'LPBQ3', 'nenhum']),
    );
    expect(a.classes.every((c) => c.origem === 'prior')).toBe(true);
    expect(a.classes.find((c) => c.classe === 'EMB4')?.medianaHoras).toBe(48);

    // EMB4 here stays ~10 days, 40 exits over 40 days; LDC4 has 5 exits only
    await historico(t, 'EMB4', 40, 240);
    await historico(t, 'LDC4', 5, 20);
    await t.app.modeloPermanencia.recalcular();
    const depois = (await modelo(t)).json().data as {
      classes: ClasseT[];
      saidas: number;
      aprendidas: number;
    };
    const emb4 = depois.classes.find((c) => c.classe === 'EMB4');
    expect(emb4).toMatchObject({ origem: 'historico', saidas: 40 });
    expect(emb4?.medianaHoras).toBeGreaterThan(150);
    expect(emb4?.dias).toBeGreaterThanOrEqual(14);
    expect(depois.classes.find((c) => c.classe === 'LDC4')).toMatchObject({
      origem: 'prior',
      saidas: 5,
      medianaHoras: 144,
    });
    expect(depois.classes.find((c) => c.classe === 'nenhum')).toMatchObject({
      origem: 'prior',
      proximoProcesso: null,
      saidas: 0,
    });
    expect(depois.saidas).toBe(45);
    expect(depois.aprendidas).toBe(40);
  });

  it('modelo pede login', async () => {
    expect((await modelo(t, null)).statusCode).toBe(401);
  });
});
