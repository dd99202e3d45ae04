import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';
import { mensagens } from './despachos-fixtures.ts';

/** Vehicle types, typed dispatches and the load planner (docs/planejamento-de-carga.md). */
describe.each(BACKENDS)('planejamento de carga (%s)', (backend) => {
  let t: TestApp;
  let fila = 0;
  /** A fresh row of the yard per call: group 2–30, row 1–9. */
  const novaFila = () => {
    const n = fila++;
    const grupo = String(2 + Math.floor(n / 9)).padStart(4, '0');
    return (coluna: string, tipo: 'N' | 'P' = 'N') => `${grupo}${coluna}${tipo}0${1 + (n % 9)}`;
  };
  let seq = 0;
  const unico = (p: string) => `${p}-${++seq}-${Date.now().toString(36)}`;

  const bobina = async (endereco: string, peso: number | null = 10) => {
    const r = await postBobina(t, novaBobina({ endereco, peso: peso ?? 10 }));
    if (r.statusCode !== 201) throw new Error(`bobina em ${endereco}: ${r.body}`);
    const b = r.json().data as { id: number; lote: string; endereco: string };
    if (peso === null)
      await t.database.db.execute(sql`update bobinas set peso = null where id = ${b.id}`);
    return b;
  };
  const tipo = async (modal: 'TREM' | 'CARRETA', capacidadeT: number, posicoes: number) => {
    const r = await t.call({
      method: 'POST',
      url: '/api/tipos-veiculo',
      payload: {
        nome: unico(modal === 'TREM' ? 'Vagão' : 'Carreta'),
        modal,
        capacidadeT,
        posicoes,
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data as { id: number; nome: string };
  };
  const criar = (
    tipoVeiculoId: number | null,
    modal: string,
    bobinas: { bobinaId: number; sequencia: number; veiculo?: number }[],
    identificacao = unico('D'),
  ) =>
    t.call({
      method: 'POST',
      url: '/api/despachos',
      payload: { identificacao, modal, tipoVeiculoId, bobinas },
    });
  const incluir = (id: number, bobinaId: number, veiculo: number) =>
    t.call({
      method: 'PUT',
      url: `/api/despachos/${id}`,
      query: { incluir: 'true' },
      payload: { bobinaId, veiculo },
    });
  const planejar = (tipoVeiculoId: number, bobinaIds: number[]) =>
    t.call({
      method: 'POST',
      url: '/api/despachos/planejar',
      payload: { tipoVeiculoId, bobinaIds },
    });
  const contagem = async () =>
    (
      await linhas<{ d: number; db: number; i: number }>(
        t,
        sql`select (select count(*)::int from despachos) d,
                   (select count(*)::int from despacho_bobinas) db,
                   (select count(*)::int from instrucoes) i`,
      )
    )[0];

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  describe('tipos de veículo', () => {
    it('cadastra, lista, altera e exclui', async () => {
      const r = await t.call({
        method: 'POST',
        url: '/api/tipos-veiculo',
        payload: { nome: '  Carreta LS  ', modal: 'CARRETA', capacidadeT: 30, posicoes: 2 },
      });
      expect(r.statusCode).toBe(201);
      const criado = r.json().data;
      expect(criado).toEqual({
        id: expect.any(Number),
        nome: 'Carreta LS',
        modal: 'CARRETA',
        capacidadeT: 30,
        posicoes: 2,
      });
      const lista = await t.call({ method: 'GET', url: '/api/tipos-veiculo' });
      expect(lista.json().data).toContainEqual(criado);
      const put = await t.call({
        method: 'PUT',
        url: `/api/tipos-veiculo/${criado.id}`,
        payload: { nome: 'Carreta LS', modal: 'CARRETA', capacidadeT: 32.5, posicoes: 2 },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data.capacidadeT).toBe(32.5);
      const del = await t.call({ method: 'DELETE', url: `/api/tipos-veiculo/${criado.id}` });
      expect(del.statusCode).toBe(200);
      const depois = await t.call({ method: 'GET', url: '/api/tipos-veiculo' });
      expect(depois.json().data.map((x: { id: number }) => x.id)).not.toContain(criado.id);
    });

    it('entrada inválida: 400 com a mensagem do campo, nada gravado', async () => {
      const antes = (await t.call({ method: 'GET', url: '/api/tipos-veiculo' })).json().data.length;
      const casos: [Record<string, unknown>, string, string][] = [
        [{ capacidadeT: 0 }, 'capacidadeT', 'A capacidade deve estar entre 0,1 e 200 t.'],
        [{ capacidadeT: 200.5 }, 'capacidadeT', 'A capacidade deve estar entre 0,1 e 200 t.'],
        [{ posicoes: 21 }, 'posicoes', 'As posições devem ser um número inteiro entre 1 e 20.'],
        [{ posicoes: 1.5 }, 'posicoes', 'As posições devem ser um número inteiro entre 1 e 20.'],
        [{ modal: 'NAVIO' }, 'modal', 'Opção inválida'],
        [{ nome: '   ' }, 'nome', 'Campo obrigatório'],
      ];
      for (const [over, campo, msg] of casos) {
        const r = await t.call({
          method: 'POST',
          url: '/api/tipos-veiculo',
          payload: { nome: unico('X'), modal: 'TREM', capacidadeT: 80, posicoes: 4, ...over },
        });
        expect(r.statusCode, JSON.stringify(over)).toBe(400);
        expect(r.json().errors[campo]).toEqual([msg]);
      }
      const depois = (await t.call({ method: 'GET', url: '/api/tipos-veiculo' })).json().data;
      expect(depois).toHaveLength(antes);
    });

    it('nome repetido (sem diferenciar maiúsculas): 409', async () => {
      const a = await tipo('TREM', 80, 4);
      const r = await t.call({
        method: 'POST',
        url: '/api/tipos-veiculo',
        payload: { nome: a.nome.toUpperCase(), modal: 'TREM', capacidadeT: 80, posicoes: 4 },
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().errors.nome).toEqual(['Já existe um tipo de veículo com este nome.']);
    });

    it('em uso por despacho aberto: não exclui (409) nem muda de modal; quem não cadastra despacho só lê', async () => {
      const v = await tipo('TREM', 80, 4);
      const f = novaFila();
      const b = await bobina(f('A'), 20);
      const ident = unico('EMUSO');
      const d = await criar(v.id, 'TREM', [{ bobinaId: b.id, sequencia: 1, veiculo: 1 }], ident);
      expect(d.statusCode, d.body).toBe(201);
      const del = await t.call({ method: 'DELETE', url: `/api/tipos-veiculo/${v.id}` });
      expect(del.statusCode).toBe(409);
      expect(mensagens(del)[0]).toBe(
        `Este tipo de veículo está em uso pelo(s) despacho(s) em aberto ${ident} e não pode ser excluído.`,
      );
      const put = await t.call({
        method: 'PUT',
        url: `/api/tipos-veiculo/${v.id}`,
        payload: { nome: v.nome, modal: 'CARRETA', capacidadeT: 80, posicoes: 4 },
      });
      expect(put.statusCode).toBe(409);
      const menor = await t.call({
        method: 'PUT',
        url: `/api/tipos-veiculo/${v.id}`,
        payload: { nome: v.nome, modal: 'TREM', capacidadeT: 15, posicoes: 4 },
      });
      expect(menor.statusCode).toBe(409);
      expect(mensagens(menor)[0]).toBe('Carga acima da capacidade do veículo 1: 20 t de 15 t.');

      const leitor = await criarUsuario(t);
      const token = await t.token(leitor.login, leitor.senha);
      const get = await t.call({ method: 'GET', url: '/api/tipos-veiculo', as: token });
      expect(get.statusCode).toBe(200);
      const post = await t.call({
        method: 'POST',
        url: '/api/tipos-veiculo',
        as: token,
        payload: { nome: unico('Y'), modal: 'TREM', capacidadeT: 80, posicoes: 4 },
      });
      expect(post.statusCode).toBe(403);
    });
  });

  describe('despacho com tipo de veículo', () => {
    it('cada bobina leva seu veículo; o despacho mostra o tipo', async () => {
      const v = await tipo('CARRETA', 30, 2);
      const f = novaFila();
      const [a, b, c] = [
        await bobina(f('A'), 12),
        await bobina(f('B'), 18),
        await bobina(f('C'), 25),
      ];
      const r = await criar(v.id, 'CARRETA', [
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
      const a = await bobina(f('A'), 45);
      const r = await criar(null, 'TREM', [{ bobinaId: a.id, sequencia: 1, veiculo: 3 }]);
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
      const carreta = await tipo('CARRETA', 30, 2);
      const f = novaFila();
      const [a, b, c] = [
        await bobina(f('A'), 20),
        await bobina(f('B'), 10.5),
        await bobina(f('C'), 5),
      ];
      const semPeso = await bobina(f('D'), null);
      const antes = await contagem();

      const modal = await criar(carreta.id, 'TREM', [{ bobinaId: a.id, sequencia: 1, veiculo: 1 }]);
      expect(modal.statusCode).toBe(400);
      expect(modal.json().errors.tipoVeiculoId).toEqual(['O tipo de veículo é de outro modal.']);

      const peso = await criar(carreta.id, 'CARRETA', [
        { bobinaId: a.id, sequencia: 1, veiculo: 1 },
        { bobinaId: b.id, sequencia: 2, veiculo: 1 },
      ]);
      expect(peso.statusCode).toBe(409);
      expect(mensagens(peso)).toEqual(['Carga acima da capacidade do veículo 1: 30,5 t de 30 t.']);

      const posicoes = await criar(carreta.id, 'CARRETA', [
        { bobinaId: c.id, sequencia: 1, veiculo: 2 },
        { bobinaId: b.id, sequencia: 2, veiculo: 2 },
        { bobinaId: a.id, sequencia: 3, veiculo: 2 },
      ]);
      // 35,5 t is over too; the weight is checked first.
      expect(posicoes.statusCode).toBe(409);
      expect(mensagens(posicoes)[0]).toMatch(/^Carga acima da capacidade do veículo 2: /);

      const vagao = await tipo('TREM', 200, 2);
      const tres = await criar(vagao.id, 'TREM', [
        { bobinaId: c.id, sequencia: 1, veiculo: 1 },
        { bobinaId: b.id, sequencia: 2, veiculo: 1 },
        { bobinaId: a.id, sequencia: 3, veiculo: 1 },
      ]);
      expect(tres.statusCode).toBe(409);
      expect(mensagens(tres)).toEqual(['Carga acima da capacidade do veículo 1: 3 bobinas de 2.']);

      const sem = await criar(carreta.id, 'CARRETA', [
        { bobinaId: semPeso.id, sequencia: 1, veiculo: 1 },
      ]);
      expect(sem.statusCode).toBe(422);
      expect(mensagens(sem)).toEqual([`Bobinas sem peso: ${semPeso.lote}.`]);

      expect(await contagem()).toEqual(antes);
    });

    it('inclusão acima da capacidade: 409, nada gravado', async () => {
      const v = await tipo('CARRETA', 30, 2);
      const f = novaFila();
      const [a, b, c] = [
        await bobina(f('A'), 20),
        await bobina(f('B'), 15),
        await bobina(f('C'), 8),
      ];
      const d = (
        await criar(v.id, 'CARRETA', [{ bobinaId: a.id, sequencia: 1, veiculo: 1 }])
      ).json().data;
      const antes = await contagem();
      const r = await incluir(d.id, b.id, 1);
      expect(r.statusCode).toBe(409);
      expect(mensagens(r)).toEqual(['Carga acima da capacidade do veículo 1: 35 t de 30 t.']);
      expect(await contagem()).toEqual(antes);
      const noDois = await incluir(d.id, b.id, 2);
      expect(noDois.statusCode, noDois.body).toBe(200);
      expect(noDois.json().data.bobinas.map((x: { veiculo: number }) => x.veiculo)).toEqual([1, 2]);
      const ok = await incluir(d.id, c.id, 1);
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('corrida: dois operadores incluem a última bobina que cabe — um vence', async () => {
      const v = await tipo('TREM', 40, 4);
      const rodadas = backend === 'postgres' ? 10 : 3;
      for (let r = 0; r < rodadas; r++) {
        const f = novaFila();
        const base = await bobina(f('A'), 25);
        const [x, y] = [await bobina(f('C'), 12), await bobina(f('E'), 14)];
        const d = (
          await criar(v.id, 'TREM', [{ bobinaId: base.id, sequencia: 1, veiculo: 1 }])
        ).json().data;
        const res = await Promise.all([incluir(d.id, x.id, 1), incluir(d.id, y.id, 1)]);
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

  describe('POST despachos/planejar', () => {
    it('a proposta: menos veículos, pirâmide do conjunto antes, remanejamento só de fora; nada gravado', async () => {
      const vagao = await tipo('TREM', 80, 4);
      const f = novaFila();
      // Ground C, D, E; D-pyramid on C and D (in the set); E-pyramid on D and E (outside).
      const c = await bobina(f('C'), 30);
      const d = await bobina(f('D'), 30);
      const e = await bobina(f('E'), 30);
      const topo = await bobina(f('D', 'P'), 20);
      const fora = await bobina(f('E', 'P'), 20);
      const antes = await contagem();
      const r = await planejar(vagao.id, [c.id, d.id, e.id, topo.id]);
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
      expect(await contagem()).toEqual(antes);
    });

    it('recusas: sem peso 422, acima da capacidade 422, desconhecida 404, em despacho aberto 409', async () => {
      const carreta = await tipo('CARRETA', 30, 2);
      const f = novaFila();
      const ok = await bobina(f('A'), 10);
      const semPeso = await bobina(f('B'), null);
      const pesada = await bobina(f('C'), 31.5);
      const despachada = await bobina(f('D'), 10);
      expect(
        (await criar(null, 'CARRETA', [{ bobinaId: despachada.id, sequencia: 1 }])).statusCode,
      ).toBe(201);
      const antes = await contagem();

      const r1 = await planejar(carreta.id, [ok.id, semPeso.id]);
      expect(r1.statusCode).toBe(422);
      expect(mensagens(r1)).toEqual([`Bobinas sem peso: ${semPeso.lote}.`]);

      const r2 = await planejar(carreta.id, [ok.id, pesada.id]);
      expect(r2.statusCode).toBe(422);
      expect(mensagens(r2)).toEqual([
        `${pesada.lote}: 31,5 t excede a capacidade do veículo (30 t).`,
      ]);

      const r3 = await planejar(carreta.id, [ok.id, 987654321]);
      expect(r3.statusCode).toBe(404);

      const r4 = await planejar(carreta.id, [ok.id, despachada.id]);
      expect(r4.statusCode).toBe(409);
      expect(mensagens(r4)[0]).toMatch(
        new RegExp(`^A bobina ${despachada.lote} já está no despacho`),
      );

      const r5 = await planejar(987654, [ok.id]);
      expect(r5.statusCode).toBe(404);

      const r6 = await planejar(carreta.id, []);
      expect(r6.statusCode).toBe(400);
      expect(await contagem()).toEqual(antes);
    });
  });
});
