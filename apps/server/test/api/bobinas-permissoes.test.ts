import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { novaBobina as nova } from './bobinas-fixtures.ts';

describe.each(BACKENDS)('permissões das bobinas (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const PERMS = [
    'CADASTRAR_BOBINA',
    'ALTERAR_INFORMACOES_DA_BOBINA',
    'EXCLUIR_BOBINA',
    'CORRIGIR_ENDERECO_DA_BOBINA',
  ];
  it.each([
    ['POST', '/api/bobinas', 'CADASTRAR_BOBINA'],
    ['PUT', '/api/bobinas/1', 'ALTERAR_INFORMACOES_DA_BOBINA'],
    ['DELETE', '/api/bobinas/1', 'EXCLUIR_BOBINA'],
    ['PUT', '/api/bobinas/1/endereco?novoEndereco=0001AN01', 'CORRIGIR_ENDERECO_DA_BOBINA'],
  ] as const)('%s %s sem %s é 403 (com ALERTA); sem token 401', async (method, url, perm) => {
    const u = await criarUsuario(t, { permissoes: PERMS.filter((p) => p !== perm) });
    const token = await t.token(u.login, u.senha);
    const res = await t.call({ method, url, payload: nova(), as: token });
    expect(res.statusCode).toBe(403);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'ALERTA', email_responsavel: u.email });
    expect(ev?.descricao).toContain(perm);
    expect((await t.call({ method, url, payload: nova(), as: null })).statusCode).toBe(401);
  });

  it('leituras precisam só de login', async () => {
    const u = await criarUsuario(t, { permissoes: [] });
    const token = await t.token(u.login, u.senha);
    for (const url of ['/api/bobinas', '/api/bobinas/1', '/api/bobinas/1/historico']) {
      expect([200, 404], url).toContain(
        (await t.call({ method: 'GET', url, as: token })).statusCode,
      );
      expect((await t.call({ method: 'GET', url, as: null })).statusCode, url).toBe(401);
    }
  });

  it('quem tem só a permissão faz a operação, em seu nome', async () => {
    const u = await criarUsuario(t, { permissoes: ['CADASTRAR_BOBINA'] });
    const token = await t.token(u.login, u.senha);
    const p = nova({ endereco: '0009CN05' });
    const res = await t.call({ method: 'POST', url: '/api/bobinas', payload: p, as: token });
    expect(res.statusCode).toBe(201);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'NORMAL', email_responsavel: u.email });
    const h = await t.call({ method: 'GET', url: `/api/bobinas/${res.json().data.id}/historico` });
    expect(h.json().data[0].usuarioEmail).toBe(u.email);
  });
});
