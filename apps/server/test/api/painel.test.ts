import type { TPainel } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entradasDivergentes } from '../../src/modules/painel/entradas-no-patio.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';
import { criarBobina, postDespacho } from './despachos-fixtures.ts';
import { colocar, instrucao, pegar, selecionar, soltar } from './instrucoes-fixtures.ts';
import { postItem } from './listas-fixtures.ts';

const painel = async (t: TestApp): Promise<TPainel> => {
  const r = await t.call({ method: 'GET', url: '/api/painel' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

const total = async (t: TestApp, url: string) => {
  const r = await t.call({ method: 'GET', url });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().totalItems as number;
};

/** Runs one instruction on a crane from selection to drop. */
async function executar(t: TestApp, ponte: string, instrucaoId: number) {
  expect((await selecionar(t, ponte, instrucaoId)).statusCode).toBe(201);
  expect((await pegar(t, ponte)).statusCode).toBe(200);
  const s = await soltar(t, ponte);
  expect(s.statusCode, s.body).toBe(200);
}

describe.each(BACKENDS)('painel do pátio (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('an empty yard: every slot free; ground slots clean, pyramid slots not (no supports)', async () => {
    const p = await painel(t);
    // 30 groups × (72 ground + 63 pyramid slots).
    expect(p.ocupacao.chao).toEqual({ total: 2160, usados: 0, livres: 2160, livresLimpos: 2160 });
    expect(p.ocupacao.piramide).toMatchObject({ total: 1890, usados: 0, livresLimpos: 0 });
    expect(p.ocupacao.grupos).toHaveLength(30);
    expect(p.pontes.map((x) => x.ponte)).toEqual([
      'PR493',
      'PR346',
      'PR345',
      'PR343',
      'PR344',
      'PR347',
    ]);
    expect(p.pontes[0]?.porHora).toHaveLength(8);
    expect(p.permanencia).toEqual({ medianaDias: null, maisAntigas: [] });
  });

  it("agrees with the lists' own totals on a known yard", async () => {
    // A row of three ground coils with a pyramid on C (over B and C), one to move, one to ship.
    const a = await criarBobina(t, '0005AN03');
    await criarBobina(t, '0005BN03');
    await criarBobina(t, '0005CN03');
    await colocar(t, '0005CP03');
    const movida = await colocar(t, '0006AN01');
    const enviada = await colocar(t, '0006BN01');
    const outra = await criarBobina(t, '0006CN01');
    await postItem(t, { tipo: 'PLANO' });
    await postItem(t, { tipo: 'PLANO' });
    await postItem(t, { tipo: 'RESERVA' });

    // One manual move on PR#493; one coil loaded onto a train by PR#346 and shipped.
    await executar(t, 'PR#493', await instrucao(t, movida.lote, '0007AN01'));
    const d = await postDespacho(t, 'TREM-PAINEL', [enviada.id]);
    expect(d.statusCode, d.body).toBe(201);
    const despachoId = d.json().data.id as number;
    const [inst] = (
      await t.call({
        method: 'GET',
        url: `/api/instrucoes?filter=${encodeURIComponent(`lote=${enviada.lote}`)}`,
      })
    ).json().instrucoes as { id: number }[];
    await executar(t, 'PR#346', inst?.id as number);
    // A second, still open dispatch with two coils, none loaded (not B: the pyramid rests on it).
    const aberto = await postDespacho(t, 'CARRETA-PAINEL', [a.id, outra.id], 'CARRETA');
    expect(aberto.statusCode, aberto.body).toBe(201);
    const antesDeFinalizar = await painel(t);
    expect(antesDeFinalizar.bobinas.carregadasHoje).toBe(1);
    const fim = await t.call({ method: 'DELETE', url: `/api/despachos/${despachoId}/finalizar` });
    expect(fim.statusCode, fim.body).toBe(200);
    const alerta = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { tipo: 'ALERTA', descricao: 'Sensor da ponte PR#345 fora do ar' },
    });
    expect(alerta.statusCode, alerta.body).toBe(201);

    const p = await painel(t);
    const noPatio = await total(t, '/api/bobinas?page=1&pageSize=1');
    expect(p.bobinas.noPatio + p.bobinas.emMovimento).toBe(noPatio);
    expect(p.ocupacao.geral.usados).toBe(noPatio);
    expect(p.ocupacao.piramide.usados).toBe(1);
    expect(p.bobinas).toMatchObject({
      emMovimento: 0,
      carregadasHoje: 1,
      expedidasHoje: 1,
      expedidas7Dias: 1,
      listaPlano: await total(t, '/api/listas?page=1&pageSize=1&filter=Tipo=PLANO,Ticada=0'),
      listaReserva: await total(t, '/api/listas?page=1&pageSize=1&filter=Tipo=RESERVA,Ticada=0'),
    });
    expect(p.bobinas.listaPlano).toBe(2);
    expect(p.bobinas.listaReserva).toBe(1);
    const porPonte = Object.fromEntries(p.pontes.map((x) => [x.ponte, x]));
    expect(porPonte.PR493?.movimentosHoje).toBe(1);
    expect(porPonte.PR346?.movimentosHoje).toBe(1);
    expect(porPonte.PR493?.porHora.at(-1)?.movimentos).toBe(1);
    expect(porPonte.PR345?.movimentosHoje).toBe(0);
    expect(p.despachos).toEqual([
      expect.objectContaining({
        identificacao: 'CARRETA-PAINEL',
        modal: 'CARRETA',
        carregadas: 0,
        total: 2,
        pesoTotal: 51,
      }),
    ]);
    expect(p.alarmes.ultimas24h).toBe(
      await total(t, `/api/eventos?page=1&pageSize=1&filter=${encodeURIComponent('tipo=ALERTA')}`),
    );
    expect(p.alarmes.recentes[0]?.descricao).toBe('Sensor da ponte PR#345 fora do ar');
    expect(p.permanencia.maisAntigas).toHaveLength(5);
    expect(p.permanencia.medianaDias).toBe(0);
    // The coil that moved inside the yard keeps its entry date: it is not the newest.
    expect(p.permanencia.maisAntigas.map((c) => c.lote)).toContain(a.lote);
    expect(p.permanencia.maisAntigas.map((c) => c.lote)).not.toContain(outra.lote);
  });

  it('the entry kept on each yard coil equals a recount from the history', async () => {
    // A reserve coil registered now and placed later: its entry is the placement, not its
    // creation; a move inside the yard does not reset it.
    const item = await postItem(t, { tipo: 'RESERVA' });
    const colocada = await postBobina(t, novaBobina({ lote: item.lote, endereco: '0012AN01' }));
    expect(colocada.statusCode, colocada.body).toBe(201);
    const id = colocada.json().data.id as number;
    await executar(t, 'PR#345', await instrucao(t, item.lote, '0012BN01'));
    await criarBobina(t, '0012CN01');

    expect(await entradasDivergentes(t.database.db)).toEqual([]);
    const [b] = await linhas<{ entrada: string; criada: string; colocada: string }>(
      t,
      sql`select no_patio_desde::text as entrada, created_at::text as criada,
        (select min(created_at) from movimentos where bobina_id = ${id}
          and motivo = 'Cadastro no pátio de bobina da lista reserva')::text as colocada
        from bobinas where id = ${id}`,
    );
    expect(b?.entrada).toBe(b?.colocada);
    expect(b?.entrada).not.toBe(b?.criada);
    const p = await painel(t);
    expect(p.permanencia.medianaDias).toBe(0);
  });

  it('a crane with instructions waiting and one started', async () => {
    const x = await colocar(t, '0010AN02');
    const y = await colocar(t, '0010BN02');
    const ix = await instrucao(t, x.lote, '0011AN02');
    const iy = await instrucao(t, y.lote, '0011BN02');
    expect((await selecionar(t, 'PR#343', ix, iy)).statusCode).toBe(201);
    expect((await pegar(t, 'PR#343')).statusCode).toBe(200);
    const p = await painel(t);
    expect(p.pontes.find((c) => c.ponte === 'PR343')).toMatchObject({ abertas: 1, iniciadas: 1 });
    expect(p.bobinas.emMovimento).toBe(1);
  });

  it('needs a login', async () => {
    const r = await t.call({ method: 'GET', url: '/api/painel', as: null });
    expect(r.statusCode).toBe(401);
  });
});
