import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import {
  criarBobina,
  getDespacho,
  instrucoesDe,
  mensagens,
  postDespacho,
  slots,
} from './despachos-fixtures.ts';

/**
 * The whole life of a dispatch with the real crane calls
 * (docs/product/server-contract.md#instructions-and-cranes,
 * docs/product/server-contract.md#dispatch): created, loaded by a crane two coils at a time,
 * refused while short, finalized, shipped, kept in history.
 */
describe.each(BACKENDS)('despachos: fluxo com a ponte (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  const ponte = (metodo: 'POST' | 'PUT', url: string, payload?: object) =>
    t.call({ method: metodo, url: `/api/operacoes${url}`, ...(payload ? { payload } : {}) });
  const pegarESoltar = async () => {
    expect((await ponte('PUT', '/PR493/pegar')).statusCode).toBe(200);
    expect((await ponte('PUT', '/PR493/soltar')).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('cria, carrega com a ponte, recusa finalizar incompleto, finaliza e expede', async () => {
    const bs = [await criarBobina(t, livre()), await criarBobina(t, livre())];
    bs.push(await criarBobina(t, livre()));
    const criado = await postDespacho(
      t,
      'TREM-FLUXO',
      bs.map((b) => b.id),
    );
    expect(criado.statusCode).toBe(201);
    const id = criado.json().data.id as number;
    const instrucoes = await instrucoesDe(t, id);
    expect(instrucoes.map((i) => i.bobina_id)).toEqual(bs.map((b) => b.id));
    const [i1, i2, i3] = instrucoes.map((i) => i.id);

    // The crane screen lists them among the released instructions.
    const pool = await t.call({ method: 'GET', url: '/api/instrucoes', query: { pageSize: '50' } });
    const noPool = pool.json().instrucoes.map((i: { id: number }) => i.id);
    expect(noPool).toEqual(expect.arrayContaining([i1, i2, i3]));

    const sel = await ponte('POST', '', {
      ponte: 'PR493',
      primeiraInstrucaoId: i1,
      segundaInstrucaoId: i2,
    });
    expect(sel.statusCode).toBe(201);
    await pegarESoltar();
    await pegarESoltar();
    const meio = await getDespacho(t, id);
    expect(meio).toMatchObject({ quantidadeBobinas: 3, bobinasCarregadas: 2 });
    expect(meio.bobinas.map((b: { carregada: boolean }) => b.carregada)).toEqual([
      true,
      true,
      false,
    ]);
    expect(meio.bobinas[0].endereco).toBeNull();

    const cedo = await t.call({ method: 'DELETE', url: `/api/despachos/${id}/finalizar` });
    expect(cedo.statusCode).toBe(409);
    expect(mensagens(cedo)[0]).toContain('Ainda falta(m) 1 bobina(s) a carregar');

    expect((await ponte('POST', '', { ponte: 'PR#493', primeiraInstrucaoId: i3 })).statusCode).toBe(
      201,
    );
    await pegarESoltar();
    const fim = await t.call({ method: 'DELETE', url: `/api/despachos/${id}/finalizar` });
    expect(fim.statusCode).toBe(200);
    expect(fim.json().data).toMatchObject({ finalizado: true, bobinasCarregadas: 3 });

    // Gone from the yard: the coil list and the map (no pageSize) no longer show them.
    const ids = bs.map((b) => b.id);
    const lista = await t.call({ method: 'GET', url: '/api/bobinas', query: { pageSize: '1000' } });
    const mapa = await t.call({ method: 'GET', url: '/api/bobinas' });
    for (const r of [lista, mapa]) {
      const noPatio = r.json().bobinas.map((b: { id: number }) => b.id);
      expect(noPatio.filter((x: number) => ids.includes(x))).toEqual([]);
    }
    // …but each keeps its whole history, and the dispatch still lists them.
    const hist = await t.call({ method: 'GET', url: `/api/bobinas/${ids[0]}/historico` });
    expect(hist.json().data.map((m: { statusPara: string }) => m.statusPara)).toEqual([
      'EXPEDIDA',
      'CARREGADA',
      'EM_MOVIMENTO',
      'NO_PATIO',
      'NO_PATIO',
    ]);
    const um = await t.call({ method: 'GET', url: `/api/bobinas/${ids[0]}` });
    expect(um.json().data).toMatchObject({ status: 'EXPEDIDA', endereco: null });
    const despachado = await t.call({
      method: 'GET',
      url: '/api/despachos',
      query: { filter: 'finalizado=true' },
    });
    const [d] = despachado.json().despachos;
    expect(d.identificacao).toBe('TREM-FLUXO');
    expect(d.bobinas.map((b: { lote: string }) => b.lote)).toEqual(bs.map((b) => b.lote));
    // The open-dispatch working list no longer shows it.
    const abertos = await t.call({
      method: 'GET',
      url: '/api/despachos',
      query: { filter: 'finalizado=false' },
    });
    expect(abertos.json().despachos.map((x: { id: number }) => x.id)).not.toContain(id);
    // A shipped coil is no longer in the yard: no dispatch can take it again.
    expect((await postDespacho(t, 'OUTRO', [ids[0] as number])).statusCode).toBe(409);
  });
});
