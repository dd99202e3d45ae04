import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { colocar, instrucao, selecionar } from './instrucoes-fixtures.ts';
import { postItem } from './listas-fixtures.ts';

/** What a client that always sends `Content-Type: application/json` sends on a call without a body. */
const JSON_SEM_CORPO = { 'content-type': 'application/json' };

describe.each(BACKENDS)('chamadas sem corpo com Content-Type JSON (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('PATCH listas/ticar aceita o corpo vazio', async () => {
    const item = await postItem(t);
    const res = await t.call({
      method: 'PATCH',
      url: '/api/listas/ticar',
      query: { bobinaId: String(item?.id) },
      headers: JSON_SEM_CORPO,
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: item?.id, ticada: true });
  });

  it('PUT operacoes/{ponte}/pegar e soltar aceitam o corpo vazio', async () => {
    const b = await colocar(t, '0003AN02');
    const id = await instrucao(t, b.lote, '0003BN02');
    expect((await selecionar(t, 'PR#493', id)).statusCode).toBe(201);
    for (const acao of ['pegar', 'soltar']) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/operacoes/PR493/${acao}`,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: '',
      });
      expect(res.statusCode, `${acao}: ${res.body}`).toBe(200);
    }
    const depois = await t.call({ method: 'GET', url: `/api/bobinas/${b.id}` });
    expect(depois.json().data).toMatchObject({ endereco: '0003BN02', status: 'NO_PATIO' });
  });

  it('uma rota que precisa de corpo ainda recusa o vazio, e JSON inválido segue recusado', async () => {
    const vazio = await t.call({
      method: 'POST',
      url: '/api/instrucoes',
      headers: JSON_SEM_CORPO,
      payload: '',
    });
    expect([vazio.statusCode, vazio.json().Messagens]).toEqual([400, ['Corpo JSON vazio.']]);
    const quebrado = await t.call({
      method: 'PATCH',
      url: '/api/listas/ticar',
      query: { bobinaId: '1' },
      headers: JSON_SEM_CORPO,
      payload: '{',
    });
    expect([quebrado.statusCode, quebrado.json().Messagens]).toEqual([400, ['JSON inválido.']]);
  });
});
