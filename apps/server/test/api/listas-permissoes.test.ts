import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { novoItem, postItem, registro } from './listas-fixtures.ts';

const PERMS = ['CADASTRAR_ITEM', 'IMPORTAR_ITENS', 'EXCLUIR_ITEM', 'EDITAR_ITEM'];

describe.each(BACKENDS)('permissões das listas reserva (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const chamadas = [
    ['POST', '/api/listas', 'CADASTRAR_ITEM', () => novoItem()],
    ['POST', '/api/listas/importar', 'IMPORTAR_ITENS', () => [registro()]],
    ['DELETE', '/api/listas?tipoLista=PLANO', 'EXCLUIR_ITEM', () => ({ todos: true })],
    ['PUT', '/api/listas/1', 'EDITAR_ITEM', () => novoItem()],
    ['PATCH', '/api/listas/sequencia?primeiraSequencia=1', 'EDITAR_ITEM', () => [1]],
    ['PATCH', '/api/listas/ticar?bobinaId=1', 'EDITAR_ITEM', () => undefined],
  ] as const;

  it.each(chamadas)(
    '%s %s sem %s é 403 (com ALERTA); sem token 401',
    async (method, url, perm, corpo) => {
      const u = await criarUsuario(t, { permissoes: PERMS.filter((p) => p !== perm) });
      const token = await t.token(u.login, u.senha);
      const payload = corpo() as object | undefined;
      const res = await t.call({ method, url, payload, as: token });
      expect(res.statusCode).toBe(403);
      const [ev] = await ultimosEventos(t, 1);
      expect(ev).toMatchObject({ tipo: 'ALERTA', email_responsavel: u.email });
      expect(ev?.descricao).toContain(perm);
      expect((await t.call({ method, url, payload, as: null })).statusCode).toBe(401);
    },
  );

  it('leituras precisam só de login', async () => {
    const item = await postItem(t);
    const u = await criarUsuario(t, { permissoes: [] });
    const token = await t.token(u.login, u.senha);
    for (const url of ['/api/listas', `/api/listas/${item.id}`]) {
      expect((await t.call({ method: 'GET', url, as: token })).statusCode, url).toBe(200);
      expect((await t.call({ method: 'GET', url, as: null })).statusCode, url).toBe(401);
    }
  });

  it('quem tem só a permissão faz a operação, em seu nome', async () => {
    const u = await criarUsuario(t, { permissoes: ['EDITAR_ITEM'] });
    const token = await t.token(u.login, u.senha);
    const item = await postItem(t);
    const url = `/api/listas/ticar?bobinaId=${item.id}`;
    expect((await t.call({ method: 'PATCH', url, as: token })).statusCode).toBe(200);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'NORMAL', email_responsavel: u.email });
  });
});
