import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { conferirRecusa, criarDigest } from './fuzz-rotas.ts';

/** Cases the fuzzers found, kept as plain tests so they stay fixed. */
describe.each(BACKENDS)('casos achados pelo fuzz (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('caractere nulo num filtro responde 400 no envelope, não 500', async () => {
    // fuzz-consultas: GET /api/eventos?filter=descricao!=\0/i,(tipo<-1) → 500 (PostgreSQL 22021)
    const res = await t.call({
      method: 'GET',
      url: '/api/eventos',
      query: { pageSize: '10', orderBy: 'id', filter: 'descricao!=\u0000/i,(tipo<-1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Messagens).toEqual(['Texto com caractere inválido (como o caractere nulo).']);
    conferirRecusa(res, 'filtro com \\0');
  });

  it('caractere nulo num campo de texto gravado responde 400 e não grava nada', async () => {
    const digest = await criarDigest(t);
    const antes = await digest();
    const res = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { descricao: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    conferirRecusa(res, 'evento com \\0');
    expect(await digest()).toBe(antes);
  });
});
