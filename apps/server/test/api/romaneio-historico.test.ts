import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, novaBobina, postBobina } from './bobinas-fixtures.ts';
import { criarBobina, instrucoesDe, postDespacho, slots } from './despachos-fixtures.ts';

/** GET despachos/{id}/romaneio and GET bobinas/historico?lote= (docs/romaneio.md). */
describe.each(BACKENDS)('romaneio e linha do tempo da bobina (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  const ponte = (metodo: 'POST' | 'PUT', url: string, payload?: object) =>
    t.call({ method: metodo, url: `/api/operacoes${url}`, ...(payload ? { payload } : {}) });
  const carregarComPonte = async (instrucaoId: number) => {
    expect(
      (await ponte('POST', '', { ponte: 'PR493', primeiraInstrucaoId: instrucaoId })).statusCode,
    ).toBe(201);
    expect((await ponte('PUT', '/PR493/pegar')).statusCode).toBe(200);
    expect((await ponte('PUT', '/PR493/soltar')).statusCode).toBe(200);
  };
  const romaneio = (id: number | string, as?: string | null) =>
    t.call({ method: 'GET', url: `/api/despachos/${id}/romaneio`, ...(as === null ? { as } : {}) });
  const historico = (lote: string, as?: string | null) =>
    t.call({
      method: 'GET',
      url: '/api/bobinas/historico',
      query: { lote },
      ...(as === null ? { as } : {}),
    });
  /** A dispatch of three coils (10.5 t, 20.25 t, no weight); the first two loaded by a crane. */
  const despachoMeioCarregado = async (identificacao: string) => {
    const pesos = [10.5, 20.25, null];
    const bs = [];
    for (const peso of pesos) {
      const endereco = livre();
      const r = await postBobina(
        t,
        novaBobina({ endereco, peso, item: `I${String(bs.length).padStart(5, '0')}` }),
      );
      expect(r.statusCode).toBe(201);
      bs.push({ ...r.json().data, endereco } as { id: number; lote: string; endereco: string });
    }
    const criado = await postDespacho(
      t,
      identificacao,
      bs.map((b) => b.id),
      'CARRETA',
    );
    const id = criado.json().data.id as number;
    const [i1, i2] = (await instrucoesDe(t, id)).map((i) => i.id);
    await carregarComPonte(i1 as number);
    await carregarComPonte(i2 as number);
    return { id, bs };
  };

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('romaneio de despacho aberto: ordem de carga, dados, origem, carregadas e totais', async () => {
    const { id, bs } = await despachoMeioCarregado('ROM-1');
    const r = await romaneio(id);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({
      id,
      identificacao: 'ROM-1',
      modal: 'CARRETA',
      finalizado: false,
      finalizadoAt: null,
      totais: { bobinas: 3, carregadas: 2, peso: 30.75, pesoCarregado: 30.75 },
    });
    expect(d.createdAt).toEqual(expect.any(String));
    expect(d.bobinas).toHaveLength(3);
    expect(d.bobinas[0]).toMatchObject({
      sequencia: 1,
      bobinaId: bs[0]?.id,
      lote: bs[0]?.lote,
      item: 'I00000',
      grupo: 'LQ',
      material: 'BQ',
      peso: 10.5,
      largura: 1200,
      espessura: 3.2,
      status: 'CARREGADA',
      carregada: true,
      carregadaDe: bs[0]?.endereco,
    });
    expect(d.bobinas[0].carregadaAt).toEqual(expect.any(String));
    expect(d.bobinas[1]).toMatchObject({ sequencia: 2, carregadaDe: bs[1]?.endereco });
    expect(d.bobinas[2]).toMatchObject({
      sequencia: 3,
      peso: null,
      status: 'NO_PATIO',
      carregada: false,
      carregadaAt: null,
      carregadaDe: null,
    });
  });

  it('romaneio de despacho finalizado: as bobinas expedidas seguem com origem e hora', async () => {
    const { id, bs } = await despachoMeioCarregado('ROM-2');
    const [, , i3] = (await instrucoesDe(t, id)).map((i) => i.id);
    await carregarComPonte(i3 as number);
    const fim = await t.call({ method: 'DELETE', url: `/api/despachos/${id}/finalizar` });
    expect(fim.statusCode).toBe(200);
    const d = (await romaneio(id)).json().data;
    expect(d).toMatchObject({
      finalizado: true,
      totais: { bobinas: 3, carregadas: 3, peso: 30.75, pesoCarregado: 30.75 },
    });
    expect(d.finalizadoAt).toEqual(expect.any(String));
    expect(d.bobinas.map((b: { status: string }) => b.status)).toEqual(Array(3).fill('EXPEDIDA'));
    expect(d.bobinas.map((b: { carregadaDe: string }) => b.carregadaDe)).toEqual(
      bs.map((b) => b.endereco),
    );

    // The shipped coil is found by its lot, with its whole history.
    const lote = bs[2]?.lote as string;
    const h = await historico(lote);
    expect(h.statusCode).toBe(200);
    const dados = h.json().data;
    expect(dados.bobinas).toEqual([
      { id: bs[2]?.id, status: 'EXPEDIDA', endereco: null, item: 'I00002' },
    ]);
    expect(dados.itens[0]).toMatchObject({
      origem: 'MOVIMENTO',
      motivo: 'Expedida no despacho ROM-2 (CARRETA)',
      statusPara: 'EXPEDIDA',
    });
    expect(
      dados.itens.some(
        (i: { statusPara?: string; de?: string }) =>
          i.statusPara === 'CARREGADA' && i.de === bs[2]?.endereco,
      ),
    ).toBe(true);

    // Its lot is free again: a new coil takes it and both show, the one in the yard first.
    const nova = await postBobina(t, novaBobina({ lote, endereco: livre() }));
    expect(nova.statusCode).toBe(201);
    const ambas = (await historico(lote)).json().data.bobinas.map((b: { id: number }) => b.id);
    expect(ambas).toEqual([nova.json().data.id, bs[2]?.id]);
  });

  it('linha do tempo: movimentos e eventos que citam o lote (não os de lotes parecidos), mais novos primeiro', async () => {
    const origem = livre();
    const b = await criarBobina(t, origem);
    const destino = livre();
    expect((await corrigir(t, b.id, destino)).statusCode).toBe(200);
    const alarme = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { tipo: 'ALERTA', descricao: `Sensor da fila: bobina ${b.lote} fora de posição` },
    });
    expect(alarme.statusCode).toBe(201);
    // A lot that merely starts with this one is another coil: its event must not show.
    await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { tipo: 'ALERTA', descricao: `Bobina ${b.lote}9 fora de posição` },
    });
    const r = await historico(` ${b.lote} `);
    expect(r.statusCode).toBe(200);
    const itens = r.json().data.itens as Record<string, unknown>[];
    expect(itens[0]).toMatchObject({
      origem: 'EVENTO',
      tipo: 'ALERTA',
      descricao: `Sensor da fila: bobina ${b.lote} fora de posição`,
      emailResponsavel: expect.any(String),
    });
    const movs = itens.filter((i) => i.origem === 'MOVIMENTO');
    expect(movs[0]).toMatchObject({
      de: origem,
      para: destino,
      motivo: 'Correção de endereço',
      regrasForcadas: [],
      usuarioEmail: expect.any(String),
    });
    expect(movs.at(-1)).toMatchObject({ de: null, para: origem, statusPara: 'NO_PATIO' });
    expect(itens.some((i) => String(i.descricao ?? '').includes(`${b.lote}9`))).toBe(false);
    const datas = itens.map((i) => i.createdAt as string);
    expect([...datas].sort().reverse()).toEqual(datas);
  });

  it('404 para despacho ou lote desconhecido; 400 sem lote; 401 sem token', async () => {
    const nenhum = await romaneio(2_000_000);
    expect(nenhum.statusCode).toBe(404);
    expect(nenhum.json().Messagens).toEqual(['Despacho não encontrado.']);
    const semLote = await historico('NAO-EXISTE-LOTE');
    expect(semLote.statusCode).toBe(404);
    expect(semLote.json().Messagens).toEqual(['Bobina não encontrada.']);
    const vazio = await historico('  ');
    expect(vazio.statusCode).toBe(400);
    expect((await romaneio('abc')).statusCode).toBe(400);
    expect((await romaneio(1, null)).statusCode).toBe(401);
    expect((await historico('X', null)).statusCode).toBe(401);
  });
});
