import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { carregarPorSql, criarBobina, postDespacho, slots } from './despachos-fixtures.ts';

/**
 * Reads need a login; each write needs its own permission (docs/product/operations.md#permissions),
 * checked on the server.
 */
describe.each(BACKENDS)('despachos: permissões (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  const tokenCom = async (permissoes: string[]) => {
    const u = await criarUsuario(t, { permissoes });
    return t.token(u.login, u.senha);
  };

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('sem login: 401 em todas as chamadas', async () => {
    const chamadas: InjectOptions[] = [
      { method: 'GET', url: '/api/despachos' },
      { method: 'GET', url: '/api/despachos/1' },
      { method: 'POST', url: '/api/despachos', payload: {} },
      { method: 'PUT', url: '/api/despachos/1?incluir=true', payload: {} },
      { method: 'DELETE', url: '/api/despachos/1' },
      { method: 'DELETE', url: '/api/despachos/1/finalizar' },
    ];
    for (const c of chamadas) expect((await t.call({ ...c, as: null })).statusCode).toBe(401);
  });

  it('cada escrita exige a sua permissão; ler basta estar logado', async () => {
    const nenhuma = await tokenCom([]);
    const a = await criarBobina(t, livre());
    expect((await t.call({ method: 'GET', url: '/api/despachos', as: nenhuma })).statusCode).toBe(
      200,
    );
    expect((await postDespacho(t, 'P-1', [a.id], 'TREM', nenhuma)).statusCode).toBe(403);

    const cadastrar = await tokenCom(['CADASTRAR_DESPACHO']);
    const criado = await postDespacho(t, 'P-1', [a.id], 'CARRETA', cadastrar);
    expect(criado.statusCode).toBe(201);
    const id = criado.json().data.id as number;
    const b = await criarBobina(t, livre());
    const put = (as: string) =>
      t.call({
        method: 'PUT',
        url: `/api/despachos/${id}`,
        query: { incluir: 'true' },
        payload: { bobinaId: b.id },
        as,
      });
    const del = (url: string, as: string) => t.call({ method: 'DELETE', url, as });
    expect((await put(cadastrar)).statusCode).toBe(403);
    expect((await del(`/api/despachos/${id}`, cadastrar)).statusCode).toBe(403);
    expect((await del(`/api/despachos/${id}/finalizar`, cadastrar)).statusCode).toBe(403);

    expect((await put(await tokenCom(['EDITAR_DESPACHO']))).statusCode).toBe(200);
    await carregarPorSql(t, id, a.id);
    await carregarPorSql(t, id, b.id);
    const finalizar = await tokenCom(['FINALIZAR_DESPACHO']);
    expect((await del(`/api/despachos/${id}`, finalizar)).statusCode).toBe(403);
    expect((await del(`/api/despachos/${id}/finalizar`, finalizar)).statusCode).toBe(200);

    const c = await criarBobina(t, livre());
    const outro = (await postDespacho(t, 'P-2', [c.id])).json().data.id as number;
    const excluir = await tokenCom(['EXCLUIR_DESPACHO']);
    expect((await del(`/api/despachos/${outro}`, excluir)).statusCode).toBe(200);
  });
});
