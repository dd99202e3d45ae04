import { parseEndereco } from '@patio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/cli/seed-demo.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { operacoes, pegar, soltar } from './instrucoes-fixtures.ts';

/**
 * `npm run seed:demo` (docs/product/server-contract.md#shape-of-the-product): an empty
 * database becomes a living yard that every screen can read and the cranes can work, not just rows
 * that look right in SQL.
 */
describe.each(BACKENDS)('carga de demonstração (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const get = async (url: string, query: Record<string, string> = {}) => {
    const res = await t.call({ method: 'GET', url, query });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  it('enche um banco vazio: mapa, listas, instruções e despacho que as telas e as pontes usam', async () => {
    const n = await seedDemo(t.database.db);

    // The map's one call: every group partly occupied, pyramids on two ground coils.
    const mapa = (await get('/api/bobinas', { page: '1' })).bobinas as {
      endereco: string;
      isLege: boolean;
    }[];
    expect(mapa).toHaveLength(n);
    const enderecos = new Set(mapa.map((b) => b.endereco));
    const grupos = new Set(mapa.map((b) => b.endereco.slice(0, 4)));
    expect(grupos.size).toBe(30);
    for (const g of grupos) {
      const doGrupo = mapa.filter((b) => b.endereco.startsWith(g)).length;
      expect(doGrupo, g).toBeLessThan(9 * 8 * 2);
    }
    const piramides = mapa.filter((b) => b.endereco[5] === 'P');
    expect(piramides.length).toBeGreaterThan(0);
    for (const p of piramides) {
      const e = parseEndereco(p.endereco);
      const esquerda = String.fromCharCode((e?.coluna ?? 'A').charCodeAt(0) - 1);
      expect(enderecos.has(`${p.endereco.slice(0, 4)}${esquerda}N0${p.endereco[7]}`)).toBe(true);
      expect(enderecos.has(`${p.endereco.slice(0, 5)}N0${p.endereco[7]}`)).toBe(true);
    }
    expect(mapa.some((b) => b.isLege)).toBe(true);

    // Both reserve lists, in order.
    for (const tipo of ['PLANO', 'RESERVA']) {
      const lista = await get('/api/listas', { filter: `Tipo=${tipo}, Ticada=0`, pageSize: '7' });
      expect(lista.totalItems, tipo).toBeGreaterThan(0);
      expect(lista.bobinas.map((b: { sequencia: number }) => b.sequencia)).toEqual([
        1, 2, 3, 4, 5, 6, 7,
      ]);
    }

    // Instructions released to the cranes, manual and dispatch, and one open dispatch.
    const pool = await get('/api/instrucoes', { filter: 'ticada=true', pageSize: '50' });
    const tipos = new Set(pool.instrucoes.map((i: { tipo: string }) => i.tipo));
    expect(tipos).toEqual(new Set(['MANUAL', 'DESPACHO']));
    const despachos = await get('/api/despachos', { filter: 'finalizado=false' });
    expect(despachos.despachos).toHaveLength(1);
    expect(despachos.despachos[0].quantidadeBobinas).toBeGreaterThan(0);

    // A crane can run the first manual instruction: the demo's destinations are real free slots.
    const manual = pool.instrucoes.find((i: { tipo: string }) => i.tipo === 'MANUAL');
    const sel = await t.call({
      method: 'POST',
      url: '/api/operacoes',
      payload: { ponte: 'PR493', primeiraInstrucaoId: manual.id, segundaInstrucaoId: null },
    });
    expect(sel.statusCode, sel.body).toBe(201);
    expect((await pegar(t, 'PR493')).statusCode).toBe(200);
    const solta = await soltar(t, 'PR493');
    expect(solta.statusCode, solta.body).toBe(200);
    expect((await operacoes(t, 'PR493')).json()).toEqual([]);
    const depois = (await get('/api/bobinas', { page: '1' })).bobinas as { endereco: string }[];
    expect(depois.map((b) => b.endereco)).toContain(manual.destino);
  });

  it('traz um caminhão e um vagão: "Planejar carga" funciona na primeira execução', async () => {
    const tiposVeiculo = (await get('/api/tipos-veiculo')).data as {
      id: number;
      modal: string;
      capacidadeT: number;
      posicoes: number;
    }[];
    expect(
      tiposVeiculo.map(({ modal, capacidadeT, posicoes }) => [modal, capacidadeT, posicoes]),
    ).toEqual(
      expect.arrayContaining([
        ['CARRETA', 30, 2],
        ['TREM', 80, 4],
      ]),
    );
    const vagao = tiposVeiculo.find((v) => v.modal === 'TREM');
    const livres = (await get('/api/bobinas', { page: '1' })).bobinas as { id: number }[];
    const plano = await t.call({
      method: 'POST',
      url: '/api/despachos/planejar',
      payload: { tipoVeiculoId: vagao?.id, bobinaIds: livres.slice(-3).map((b) => b.id) },
    });
    expect(plano.statusCode, plano.body).toBe(200);
    expect(plano.json().data.veiculos.length).toBeGreaterThan(0);
  });

  it('não entra num banco que já tem bobinas', async () => {
    await expect(seedDemo(t.database.db)).rejects.toThrow(/só entra num banco vazio/);
  });
});
