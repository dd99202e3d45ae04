import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { bobina, contagem, criar, filas, planejar, tipo } from './carga-fixtures.ts';
import { mensagens } from './despachos-fixtures.ts';

/** The load planner, `POST /api/despachos/planejar` (docs/planejamento-de-carga.md). */
describe.each(BACKENDS)('POST despachos/planejar (%s)', (backend) => {
  let t: TestApp;
  const novaFila = filas();

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('a proposta: menos veículos, pirâmide do conjunto antes, remanejamento só de fora; nada gravado', async () => {
    const vagao = await tipo(t, 'TREM', 80, 4);
    const f = novaFila();
    // Ground C, D, E; D-pyramid on C and D (in the set); E-pyramid on D and E (outside).
    const c = await bobina(t, f('C'), 30);
    const d = await bobina(t, f('D'), 30);
    const e = await bobina(t, f('E'), 30);
    const topo = await bobina(t, f('D', 'P'), 20);
    const fora = await bobina(t, f('E', 'P'), 20);
    const antes = await contagem(t);
    const r = await planejar(t, vagao.id, [c.id, d.id, e.id, topo.id]);
    expect(r.statusCode, r.body).toBe(200);
    const plano = r.json().data;
    expect(plano.minimoVeiculos).toBe(2);
    expect(plano.veiculos).toHaveLength(2);
    expect(plano.remanejamentos).toBe(1);
    expect(plano.remanejar).toEqual([{ lote: fora.lote, endereco: fora.endereco }]);
    const todas = plano.veiculos.flatMap(
      (v: { bobinas: { bobinaId: number; sequencia: number }[] }) => v.bobinas,
    );
    const seq = new Map(
      todas.map((b: { bobinaId: number; sequencia: number }) => [b.bobinaId, b.sequencia]),
    );
    expect([...seq.values()].sort()).toEqual([1, 2, 3, 4]);
    expect(seq.get(topo.id)).toBeLessThan(seq.get(c.id) as number);
    expect(seq.get(topo.id)).toBeLessThan(seq.get(d.id) as number);
    for (const v of plano.veiculos) {
      expect(v.pesoT).toBeLessThanOrEqual(80);
      expect(v.bobinas.length).toBeLessThanOrEqual(4);
      expect(v).toMatchObject({ capacidadeT: 80, posicoes: 4 });
    }
    expect(todas[0]).toEqual({
      bobinaId: expect.any(Number),
      lote: expect.any(String),
      endereco: expect.any(String),
      pesoT: expect.any(Number),
      sequencia: expect.any(Number),
    });
    expect(await contagem(t)).toEqual(antes);
  });

  it('recusas: sem peso 422, acima da capacidade 422, desconhecida 404, em despacho aberto 409', async () => {
    const carreta = await tipo(t, 'CARRETA', 30, 2);
    const f = novaFila();
    const ok = await bobina(t, f('A'), 10);
    const semPeso = await bobina(t, f('B'), null);
    const pesada = await bobina(t, f('C'), 31.5);
    const despachada = await bobina(t, f('D'), 10);
    expect(
      (await criar(t, null, 'CARRETA', [{ bobinaId: despachada.id, sequencia: 1 }])).statusCode,
    ).toBe(201);
    const antes = await contagem(t);

    const r1 = await planejar(t, carreta.id, [ok.id, semPeso.id]);
    expect(r1.statusCode).toBe(422);
    expect(mensagens(r1)).toEqual([`Bobinas sem peso: ${semPeso.lote}.`]);

    const r2 = await planejar(t, carreta.id, [ok.id, pesada.id]);
    expect(r2.statusCode).toBe(422);
    expect(mensagens(r2)).toEqual([
      `${pesada.lote}: 31,5 t excede a capacidade do veículo (30 t).`,
    ]);

    const r3 = await planejar(t, carreta.id, [ok.id, 987654321]);
    expect(r3.statusCode).toBe(404);

    const r4 = await planejar(t, carreta.id, [ok.id, despachada.id]);
    expect(r4.statusCode).toBe(409);
    expect(mensagens(r4)[0]).toMatch(
      new RegExp(`^A bobina ${despachada.lote} já está no despacho`),
    );

    const r5 = await planejar(t, 987654, [ok.id]);
    expect(r5.statusCode).toBe(404);

    const r6 = await planejar(t, carreta.id, []);
    expect(r6.statusCode).toBe(400);
    expect(await contagem(t)).toEqual(antes);
  });
});
