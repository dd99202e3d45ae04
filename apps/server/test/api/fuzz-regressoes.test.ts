import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { conferirRecusa, criarDigest } from './fuzz-rotas.ts';
import { novoItem } from './listas-fixtures.ts';

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

  it('id de perfil ou de permissão além do inteiro do banco responde 400 e não grava nada', async () => {
    // fuzz-escritas (postgres): PUT /api/usuarios/2 {perfis: [2147483648, …]} → 500
    const digest = await criarDigest(t);
    const antes = await digest();
    for (const perfis of [[2147483648, 1], [{ id: 2147483648, marcado: true }]]) {
      const res = await t.call({ method: 'PUT', url: '/api/usuarios/1', payload: { perfis } });
      expect(res.statusCode).toBe(400);
      expect(res.json().Messagens).toContain('Perfil inválido');
      conferirRecusa(res, 'perfil além do int4');
    }
    const perfil = await t.call({
      method: 'POST',
      url: '/api/perfis',
      payload: {
        nome: 'Perfil além do int4',
        papeis: [{ id: 1, permissoes: [{ id: 2147483648, marcado: true }] }],
      },
    });
    expect(perfil.statusCode).toBe(400);
    expect(perfil.json().Messagens).toContain('Id inválido');
    conferirRecusa(perfil, 'permissão além do int4');
    expect(await digest()).toBe(antes);
  });

  it('parâmetro de caminho longo demais ou mal escapado responde no envelope', async () => {
    // fuzz-escritas: GET /api/alarmeseventos/<1 MB> → 414 {error, code, message} em inglês
    const longo = await t.call({ method: 'GET', url: `/api/alarmeseventos/${'x'.repeat(300)}` });
    expect(longo.statusCode).toBe(414);
    expect(longo.json()).toEqual({
      errors: { geral: ['Endereço grande demais.'] },
      Messagens: ['Endereço grande demais.'],
      codigos: ['INVALIDO'],
    });
    const malEscapado = await t.call({ method: 'GET', url: '/api/bobinas/%E0%A4%A' });
    expect(malEscapado.statusCode).toBe(400);
    expect(malEscapado.json().Messagens).toEqual(['Endereço inválido.']);
  });

  it('tipo errado num campo sem mensagem própria responde em português', async () => {
    // fuzz-escritas: POST /api/alarmeseventos com corpo 1e999 → "Invalid input: expected object"
    const res = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: '1e999',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Messagens[0]).toMatch(/^Entrada inválida/);
    conferirRecusa(res, 'corpo 1e999');
  });

  it('corpo que não é objeto em POST perfis responde 400, não 500', async () => {
    // fuzz-escritas: POST /api/perfis com corpo null → 500 (o refine de papéis lia null.papeis)
    for (const texto of ['null', '[]', '"x"', '7']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/perfis',
        payload: texto,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, texto).toBe(400);
      conferirRecusa(res, `perfis ${texto}`);
    }
  });

  it('surrogate solto num campo importado não derruba a importação', async () => {
    // fuzz-escritas (PostgreSQL): POST /api/listas/importar com item "\ud800" → 500 (22P02:
    // the rows travel as one jsonb parameter, and jsonb refuses a lone surrogate escape)
    const digest = await criarDigest(t);
    const antes = await digest();
    // a lone surrogate is stored as U+FFFD, as any text parameter; only a bad row refuses
    const linha = (over: object) => [{ ...novoItem({ tipo: 'RESERVA' }), ...over }];
    for (const over of [
      { item: '\ud800', grupo: 'XX' },
      { lote: 'L\udfff', laminacaoTurno: 9 },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/listas/importar',
        payload: linha(over),
      });
      expect(res.statusCode, res.body).toBe(400);
      conferirRecusa(res, 'importar surrogate');
      expect(await digest()).toBe(antes);
    }
    const ok = await t.call({
      method: 'POST',
      url: '/api/listas/importar',
      // the lot is the one free-text field left (10 characters: docs/coil-data-rules.md)
      payload: linha({ lote: 'L\ud80012345678' }),
    });
    expect(ok.statusCode, ok.body).toBeLessThan(300);
  });
});
