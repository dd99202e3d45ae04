import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { colocar, deleteInstrucao, estadoDa, instrucao } from './instrucoes-fixtures.ts';

describe.each(BACKENDS)('excluir bobina com instrução aberta (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('recusa com 409 e nada muda; depois de excluir a instrução, a bobina sai', async () => {
    const b = await colocar(t, '0021CN04');
    const id = await instrucao(t, b.lote, '0021EN04');
    const res = await t.call({ method: 'DELETE', url: `/api/bobinas/${b.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().Messagens[0]).toMatch(/^A bobina tem uma instrução aberta/);
    expect((await estadoDa(t, id))?.estado).toBe('ABERTA');
    expect((await t.call({ method: 'GET', url: `/api/bobinas/${b.id}` })).statusCode).toBe(200);

    expect((await deleteInstrucao(t, id)).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/bobinas/${b.id}` })).statusCode).toBe(200);
  });
});
