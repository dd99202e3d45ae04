import { searchFilter } from '@patio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { criarBobina, postDespacho, slots } from './despachos-fixtures.ts';

/** The search box of the dispatch list ORs these fields (apps/web/src/features/despachos/api.ts). */
const CAMPOS_DA_BUSCA = ['identificacao', 'modal', 'modalDescricao'];

describe.each(BACKENDS)('despachos: busca pelo tipo como a tela o mostra (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  let trem = 0;
  let carreta = 0;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    const a = await postDespacho(t, 'BUSCA-T1', [(await criarBobina(t, livre())).id], 'TREM');
    const b = await postDespacho(t, 'BUSCA-C1', [(await criarBobina(t, livre())).id], 'CARRETA');
    trem = a.json().data.id;
    carreta = b.json().data.id;
  });
  afterAll(() => t.close());

  const buscar = async (termo: string) => {
    const res = await t.call({
      method: 'GET',
      url: '/api/despachos',
      query: { filter: searchFilter(CAMPOS_DA_BUSCA, termo) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().despachos.map((d: { id: number }) => d.id);
  };

  it.each([
    ['Ferroviário', 'trem'],
    ['ferrov', 'trem'],
    ['TREM', 'trem'],
    ['Rodoviário', 'carreta'],
    ['RODOVIÁRIO', 'carreta'],
    ['carreta', 'carreta'],
  ])('"%s" encontra o despacho %s', async (termo, qual) => {
    expect(await buscar(termo)).toEqual([qual === 'trem' ? trem : carreta]);
  });

  it('modalDescricao filtra e ordena como texto', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/despachos',
      query: { filter: 'modalDescricao=Rodoviário', orderBy: 'modalDescricao desc' },
    });
    expect(res.json().despachos.map((d: { id: number }) => d.id)).toEqual([carreta]);
  });
});
