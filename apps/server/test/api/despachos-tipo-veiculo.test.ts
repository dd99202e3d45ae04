import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { bobina, contagem, criar, filas, incluir, tipo } from './carga-fixtures.ts';
import { mensagens } from './despachos-fixtures.ts';

/**
 * A dispatch of a vehicle type: each coil in its vehicle, within its capacity and positions
 * (docs/planejamento-de-carga.md).
 */
describe.each(BACKENDS)('despacho com tipo de veículo (%s)', (backend) => {
  let t: TestApp;
  const novaFila = filas();

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('cada bobina leva seu veículo; o despacho mostra o tipo', async () => {
    const v = await tipo(t, 'CARRETA', 30, 2);
    const f = novaFila();
    const [a, b, c] = [
      await bobina(t, f('A'), 12),
      await bobina(t, f('B'), 18),
      await bobina(t, f('C'), 25),
    ];
    const r = await criar(t, v.id, 'CARRETA', [
      { bobinaId: a.id, sequencia: 1, veiculo: 1 },
      { bobinaId: b.id, sequencia: 2, veiculo: 1 },
      { bobinaId: c.id, sequencia: 3, veiculo: 2 },
    ]);
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().data;
    expect(d.tipoVeiculoId).toBe(v.id);
    expect(d.tipoVeiculo).toMatchObject({ capacidadeT: 30, posicoes: 2, modal: 'CARRETA' });
    expect(d.bobinas.map((x: { veiculo: number }) => x.veiculo)).toEqual([1, 1, 2]);
    const rom = (await t.call({ method: 'GET', url: `/api/despachos/${d.id}/romaneio` })).json()
      .data;
    expect(rom.veiculos).toEqual([
      { veiculo: 1, bobinas: 2, pesoT: 30, capacidadeT: 30, posicoes: 2 },
      { veiculo: 2, bobinas: 1, pesoT: 25, capacidadeT: 30, posicoes: 2 },
    ]);
    expect(rom.bobinas.map((x: { veiculo: number }) => x.veiculo)).toEqual([1, 1, 2]);
  });

  it('sem tipo: como as especificações descrevem, sem veículo nem peso nas bobinas', async () => {
    const f = novaFila();
    const a = await bobina(t, f('A'), 45);
    const r = await criar(t, null, 'TREM', [{ bobinaId: a.id, sequencia: 1, veiculo: 3 }]);
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().data;
    expect(d).not.toHaveProperty('tipoVeiculo');
    expect(d.bobinas[0]).toEqual({
      id: a.id,
      bobinaId: a.id,
      sequencia: 1,
      lote: a.lote,
      endereco: a.endereco,
      isLege: false,
      carregada: false,
    });
    const rom = (await t.call({ method: 'GET', url: `/api/despachos/${d.id}/romaneio` })).json()
      .data;
    expect(rom).not.toHaveProperty('veiculos');
    expect(rom.bobinas[0]).not.toHaveProperty('veiculo');
  });

  it('recusas na criação: modal diferente 400, sem peso 422, acima do peso e das posições 409 — nada gravado', async () => {
    const carreta = await tipo(t, 'CARRETA', 30, 2);
    const f = novaFila();
    const [a, b, c] = [
      await bobina(t, f('A'), 20),
      await bobina(t, f('B'), 10.5),
      await bobina(t, f('C'), 5),
    ];
    const semPeso = await bobina(t, f('D'), null);
    const antes = await contagem(t);

    const modal = await criar(t, carreta.id, 'TREM', [
      { bobinaId: a.id, sequencia: 1, veiculo: 1 },
    ]);
    expect(modal.statusCode).toBe(400);
    expect(modal.json().errors.tipoVeiculoId).toEqual(['O tipo de veículo é de outro modal.']);

    const peso = await criar(t, carreta.id, 'CARRETA', [
      { bobinaId: a.id, sequencia: 1, veiculo: 1 },
      { bobinaId: b.id, sequencia: 2, veiculo: 1 },
    ]);
    expect(peso.statusCode).toBe(409);
    expect(mensagens(peso)).toEqual(['Carga acima da capacidade do veículo 1: 30,5 t de 30 t.']);

    const posicoes = await criar(t, carreta.id, 'CARRETA', [
      { bobinaId: c.id, sequencia: 1, veiculo: 2 },
      { bobinaId: b.id, sequencia: 2, veiculo: 2 },
      { bobinaId: a.id, sequencia: 3, veiculo: 2 },
    ]);
    // 35,5 t is over too; the weight is checked first.
    expect(posicoes.statusCode).toBe(409);
    expect(mensagens(posicoes)[0]).toMatch(/^Carga acima da capacidade do veículo 2: /);

    const vagao = await tipo(t, 'TREM', 200, 2);
    const tres = await criar(t, vagao.id, 'TREM', [
      { bobinaId: c.id, sequencia: 1, veiculo: 1 },
      { bobinaId: b.id, sequencia: 2, veiculo: 1 },
      { bobinaId: a.id, sequencia: 3, veiculo: 1 },
    ]);
    expect(tres.statusCode).toBe(409);
    expect(mensagens(tres)).toEqual(['Carga acima da capacidade do veículo 1: 3 bobinas de 2.']);

    const sem = await criar(t, carreta.id, 'CARRETA', [
      { bobinaId: semPeso.id, sequencia: 1, veiculo: 1 },
    ]);
    expect(sem.statusCode).toBe(422);
    expect(mensagens(sem)).toEqual([`Bobinas sem peso: ${semPeso.lote}.`]);

    expect(await contagem(t)).toEqual(antes);
  });

  it('inclusão acima da capacidade: 409, nada gravado', async () => {
    const v = await tipo(t, 'CARRETA', 30, 2);
    const f = novaFila();
    const [a, b, c] = [
      await bobina(t, f('A'), 20),
      await bobina(t, f('B'), 15),
      await bobina(t, f('C'), 8),
    ];
    const d = (
      await criar(t, v.id, 'CARRETA', [{ bobinaId: a.id, sequencia: 1, veiculo: 1 }])
    ).json().data;
    const antes = await contagem(t);
    const r = await incluir(t, d.id, b.id, 1);
    expect(r.statusCode).toBe(409);
    expect(mensagens(r)).toEqual(['Carga acima da capacidade do veículo 1: 35 t de 30 t.']);
    expect(await contagem(t)).toEqual(antes);
    const noDois = await incluir(t, d.id, b.id, 2);
    expect(noDois.statusCode, noDois.body).toBe(200);
    expect(noDois.json().data.bobinas.map((x: { veiculo: number }) => x.veiculo)).toEqual([1, 2]);
    const ok = await incluir(t, d.id, c.id, 1);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('corrida: dois operadores incluem a última bobina que cabe — um vence', async () => {
    const v = await tipo(t, 'TREM', 40, 4);
    const rodadas = backend === 'postgres' ? 10 : 3;
    for (let r = 0; r < rodadas; r++) {
      const f = novaFila();
      const base = await bobina(t, f('A'), 25);
      const [x, y] = [await bobina(t, f('C'), 12), await bobina(t, f('E'), 14)];
      const d = (
        await criar(t, v.id, 'TREM', [{ bobinaId: base.id, sequencia: 1, veiculo: 1 }])
      ).json().data;
      const res = await Promise.all([incluir(t, d.id, x.id, 1), incluir(t, d.id, y.id, 1)]);
      expect(res.map((z) => z.statusCode).sort(), `rodada ${r}`).toEqual([200, 409]);
      const perdeu = res.find((z) => z.statusCode === 409);
      expect(mensagens(perdeu as NonNullable<typeof perdeu>)[0]).toMatch(
        /^Carga acima da capacidade do veículo 1: 51 t de 40 t\.$/,
      );
      const itens = await linhas(
        t,
        sql`select bobina_id from despacho_bobinas where despacho_id = ${d.id}`,
      );
      expect(itens).toHaveLength(2);
    }
  });
});
