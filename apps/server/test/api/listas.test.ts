import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { limparListas, novoItem, ordem, postItem, semBuracos } from './listas-fixtures.ts';

describe.each(BACKENDS)('listas reserva: cadastro, leitura, lista e marcação (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());
  beforeEach(() => limparListas(t));

  it('POST cria a bobina PLANEJADA no fim da sua lista, com movimento e evento', async () => {
    const a = await postItem(t);
    const b = await postItem(t);
    const r = await postItem(t, { tipo: 'RESERVA' });
    expect([a.sequencia, b.sequencia, r.sequencia]).toEqual([1, 2, 1]);
    const get = await t.call({ method: 'GET', url: `/api/listas/${b.id}` });
    expect(get.statusCode).toBe(200);
    expect(get.json().data).toMatchObject({
      id: b.id,
      bobinaId: b.id,
      lote: b.lote,
      status: 'PLANEJADA',
      endereco: null,
      tipo: 'PLANO',
      sequencia: 2,
      ticada: false,
      grupo: 'LQ',
      laminacaoAt: '2024-05-10T08:30',
      peso: 25.5,
    });
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.descricao).toContain(`Bobina ${r.lote} cadastrada na lista Anexo 1 (AX#1)`);
    const h = await t.call({ method: 'GET', url: `/api/bobinas/${a.id}/historico` });
    expect(h.json().data[0]).toMatchObject({ statusDe: null, statusPara: 'PLANEJADA' });
    // A reserve coil is not in the main yard's list.
    const patio = await t.call({
      method: 'GET',
      url: '/api/bobinas',
      query: { filter: `lote=${a.lote}` },
    });
    expect(patio.json().totalItems).toBe(0);
  });

  it('POST valida como o formulário e recusa lote repetido (409)', async () => {
    const sem = await t.call({
      method: 'POST',
      url: '/api/listas',
      payload: novoItem({ tipo: 'X', grupo: 'ZZ' }),
    });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().errors).toMatchObject({
      tipo: ['Tipo de lista inválido'],
      grupo: ['Opção inválida'],
    });
    const a = await postItem(t);
    const dup = await t.call({
      method: 'POST',
      url: '/api/listas',
      payload: novoItem({ lote: a.lote }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().Messagens).toEqual(['Já existe uma bobina com este lote.']);
    expect(await ordem(t, 'PLANO')).toHaveLength(1);
  });

  it('GET lista: Tipo e Ticada=0, ordem por sequencia, busca, length = totalItems', async () => {
    const itens = [];
    for (const grupo of ['LQ', 'FM', 'LZ', 'LF', 'LQ']) itens.push(await postItem(t, { grupo }));
    await postItem(t, { tipo: 'RESERVA' });
    const q = (query: Record<string, string>) =>
      t.call({ method: 'GET', url: '/api/listas', query });
    const plano = (await q({ filter: 'Tipo=PLANO, Ticada=0', pageSize: '2', page: '2' })).json();
    expect(plano).toMatchObject({ totalItems: 5, totalPages: 3, length: 5 });
    expect(plano.bobinas.map((b: { sequencia: number }) => b.sequencia)).toEqual([3, 4]);
    const padrao = (await q({ filter: 'Tipo=PLANO' })).json();
    expect(padrao.bobinas).toHaveLength(5);
    const desc = (await q({ filter: 'Tipo=PLANO', orderBy: 'bobina.lote desc' })).json();
    expect(desc.bobinas[0].lote).toBe(itens[4]?.lote);
    const busca = (await q({ filter: `Tipo=PLANO, (bobina.grupo=*lq/i | sequencia=4)` })).json();
    expect(busca.bobinas.map((b: { sequencia: number }) => b.sequencia)).toEqual([1, 4, 5]);
    const lote = (await q({ filter: `bobina.lote=${itens[1]?.lote}` })).json();
    expect(lote.bobinas).toHaveLength(1);
    expect((await q({ filter: 'naoExiste=1' })).statusCode).toBe(400);
    expect((await q({ orderBy: 'bobina.senha' })).json().Messagens).toEqual(['Ordenação inválida']);
  });

  it('PUT altera os dados; item, lote e tipo não mudam; bobina no pátio não', async () => {
    const a = await postItem(t);
    const put = (payload: object) => t.call({ method: 'PUT', url: `/api/listas/${a.id}`, payload });
    const ok = await put(novoItem({ lote: a.lote, grupo: 'FM', peso: null, isLege: true }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ grupo: 'FM', peso: null, isLege: true, sequencia: 1 });
    const ro = await put(novoItem({ lote: 'OUTRO', item: 'B1', tipo: 'RESERVA' }));
    expect(ro.statusCode).toBe(400);
    expect(ro.json().errors).toEqual({
      item: ['Este campo não pode ser alterado.'],
      lote: ['Este campo não pode ser alterado.'],
      tipo: ['Este campo não pode ser alterado.'],
    });
    expect(
      (await t.call({ method: 'PUT', url: '/api/listas/999999', payload: novoItem() })).statusCode,
    ).toBe(404);
    // Now a LEGE coil: the cooling rule asks for force.
    const correcao = await t.call({
      method: 'PUT',
      url: `/api/bobinas/${a.id}/endereco`,
      query: { novoEndereco: '0005CN05', force: 'true' },
    });
    expect(correcao.statusCode).toBe(200);
    const noPatio = await put(novoItem({ lote: a.lote }));
    expect(noPatio.statusCode).toBe(409);
  });

  it('ticar: sai da lista (ticada, sem posição) e as seguintes sobem', async () => {
    const [a, b, c] = [await postItem(t), await postItem(t), await postItem(t)];
    const tic = await t.call({
      method: 'PATCH',
      url: '/api/listas/ticar',
      query: { bobinaId: String(b?.id) },
    });
    expect(tic.statusCode).toBe(200);
    expect(tic.json().data).toMatchObject({
      id: b?.id,
      ticada: true,
      sequencia: null,
      status: 'PLANEJADA',
    });
    expect(await ordem(t, 'PLANO')).toEqual([
      [a?.lote, 1],
      [c?.lote, 2],
    ]);
    const aberta = await t.call({
      method: 'GET',
      url: '/api/listas',
      query: { filter: 'Tipo=PLANO,Ticada=0' },
    });
    expect(aberta.json().bobinas.map((x: { id: number }) => x.id)).toEqual([a?.id, c?.id]);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.descricao).toContain(
      `Bobina ${b?.lote} marcada na lista Programa de laminacao (posição 2)`,
    );
    const outra = await t.call({
      method: 'PATCH',
      url: '/api/listas/ticar',
      query: { bobinaId: String(b?.id) },
    });
    expect(outra.statusCode).toBe(409);
    const nada = await t.call({
      method: 'PATCH',
      url: '/api/listas/ticar',
      query: { bobinaId: '999999' },
    });
    expect(nada.statusCode).toBe(404);
    expect(await semBuracos(t, 'PLANO')).toBe(true);
  });
});
