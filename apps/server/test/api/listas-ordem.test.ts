import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';
import { consistente, limite, placar, rodadas } from './corridas.ts';
import { limparListas, novoItem, ordem, postItem, semBuracos } from './listas-fixtures.ts';

const ALTERADA = 'A lista foi alterada por outro operador. Recarregue e tente novamente.';

describe.each(BACKENDS)('listas reserva: ordem, exclusão e saída para o pátio (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());
  beforeEach(() => limparListas(t));

  const criar = async (n: number, tipo = 'PLANO') => {
    const itens = [];
    for (let i = 0; i < n; i++) itens.push(await postItem(t, { tipo }));
    return itens;
  };
  const reordenar = (primeiraSequencia: number, ids: number[]) =>
    t.call({
      method: 'PATCH',
      url: '/api/listas/sequencia',
      query: { primeiraSequencia: String(primeiraSequencia) },
      payload: ids,
    });
  const excluir = (tipoLista: string, payload: object) =>
    t.call({ method: 'DELETE', url: '/api/listas', query: { tipoLista }, payload });

  it('reordena a faixa enviada (permutação numa transação) e só ela', async () => {
    const [a, b, c, d, e] = await criar(5);
    const res = await reordenar(2, [d?.id, b?.id, c?.id].map(Number));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mensagem).toBe('Ordem das bobinas salva com sucesso.');
    expect((await ordem(t, 'PLANO')).map(([l]) => l)).toEqual([a, d, b, c, e].map((x) => x?.lote));
    expect(await semBuracos(t, 'PLANO')).toBe(true);
  });

  it('409 quando a faixa mudou desde que a tela carregou; nada é gravado', async () => {
    const [a, b, c] = await criar(3);
    const antes = await ordem(t, 'PLANO');
    // Another operator ticked b: positions 1..3 no longer hold a, b, c.
    await t.call({ method: 'PATCH', url: '/api/listas/ticar', query: { bobinaId: String(b?.id) } });
    const res = await reordenar(1, [c?.id, b?.id, a?.id].map(Number));
    expect(res.statusCode).toBe(409);
    expect(res.json().Messagens).toEqual([ALTERADA]);
    expect(await ordem(t, 'PLANO')).toEqual([antes[0], [c?.lote, 2]]);
    // Ids of another list, or a range past the end, are stale too.
    const [r] = await criar(1, 'RESERVA');
    expect((await reordenar(1, [Number(r?.id), Number(a?.id)])).statusCode).toBe(409);
    expect((await reordenar(2, [Number(c?.id), Number(a?.id)])).statusCode).toBe(409);
    expect((await reordenar(1, [1, 1])).statusCode).toBe(400);
  });

  it('excluir {ids}: só aquelas, bobinas PLANEJADA apagadas, lista renumerada', async () => {
    const [a, b, c, d] = await criar(4);
    const res = await excluir('PLANO', { ids: [b?.id, d?.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ mensagem: 'Bobinas excluidas com sucesso.', quantidade: 2 });
    expect(await ordem(t, 'PLANO')).toEqual([
      [a?.lote, 1],
      [c?.lote, 2],
    ]);
    const restam = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int n from bobinas where id in (${b?.id}, ${d?.id})`,
    );
    expect(restam[0]?.n).toBe(0);
    // An id of the other list (or gone) refuses the whole call.
    const [r] = await criar(1, 'RESERVA');
    const misto = await excluir('PLANO', { ids: [a?.id, r?.id] });
    expect(misto.statusCode).toBe(409);
    expect(await ordem(t, 'PLANO')).toHaveLength(2);
    expect((await excluir('PLANO', {})).statusCode).toBe(400);
    expect((await excluir('OUTRA', { todos: true })).statusCode).toBe(400);
  });

  it('excluir {todos:true} toca só o tipo pedido (e não as marcadas)', async () => {
    const planos = await criar(3);
    const reservas = await criar(2, 'RESERVA');
    await t.call({
      method: 'PATCH',
      url: '/api/listas/ticar',
      query: { bobinaId: String(planos[0]?.id) },
    });
    const res = await excluir('PLANO', { todos: true });
    expect(res.json().data.quantidade).toBe(2);
    expect(await ordem(t, 'PLANO')).toEqual([]);
    expect((await ordem(t, 'RESERVA')).map(([l]) => l)).toEqual(reservas.map((r) => r.lote));
    const marcada = await t.call({ method: 'GET', url: `/api/listas/${planos[0]?.id}` });
    expect(marcada.json().data).toMatchObject({ ticada: true, status: 'PLANEJADA' });
  });

  it('correção de endereço de bobina PLANEJADA: entra no pátio e sai da lista', async () => {
    const [a, b, c] = await criar(3);
    const res = await corrigir(t, Number(b?.id), '0006CN05');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'NO_PATIO', endereco: '0006CN05' });
    expect(await ordem(t, 'PLANO')).toEqual([
      [a?.lote, 1],
      [c?.lote, 2],
    ]);
    const item = (await t.call({ method: 'GET', url: `/api/listas/${b?.id}` })).json().data;
    expect(item).toMatchObject({ ticada: true, sequencia: null, status: 'NO_PATIO' });
    const ev = await linhas<{ descricao: string }>(
      t,
      sql`select descricao from eventos where descricao like ${`Bobina ${b?.lote} saiu da lista%`}`,
    );
    expect(ev[0]?.descricao).toContain('colocada no pátio em 0006CN05');
  });

  it('cadastro no pátio com o lote de uma lista coloca aquela bobina e a tira da lista', async () => {
    const [a, b] = await criar(2, 'RESERVA');
    const res = await postBobina(t, novaBobina({ lote: a?.lote, endereco: '0006DN05' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ id: a?.id, tipo: 'RESERVA', status: 'NO_PATIO' });
    expect(await ordem(t, 'RESERVA')).toEqual([[b?.lote, 1]]);
  });

  it('a correção recusada (endereço ocupado) deixa a bobina na lista', async () => {
    await postBobina(t, novaBobina({ endereco: '0007CN05' }));
    const [a] = await criar(1);
    expect((await corrigir(t, Number(a?.id), '0007CN05')).statusCode).toBe(409);
    expect(await ordem(t, 'PLANO')).toEqual([[a?.lote, 1]]);
  });

  it('operações simultâneas na mesma lista a deixam 1..n sem buracos', async () => {
    const itens = await criar(12);
    const id = (i: number) => Number(itens[i]?.id);
    const novo = () => t.call({ method: 'POST', url: '/api/listas', payload: novoItem() });
    const res = await Promise.all([
      excluir('PLANO', { ids: [id(1), id(7)] }),
      t.call({ method: 'PATCH', url: '/api/listas/ticar', query: { bobinaId: String(id(3)) } }),
      corrigir(t, id(5), '0008CN05'),
      postBobina(t, novaBobina({ lote: itens[9]?.lote, endereco: '0008DN05' })),
      novo(),
      novo(),
      reordenar(11, [id(11), id(10)]),
    ]);
    const codigos = res.map((r) => r.statusCode);
    // Every call but the reorder is independent of the others and must pass; the reorder
    // names positions 11-12, which the others may have shifted: it passes or is told to reload.
    expect(codigos.slice(0, 6)).toEqual([200, 200, 200, 201, 201, 201]);
    expect([200, 409]).toContain(codigos[6]);
    expect(await ordem(t, 'PLANO')).toHaveLength(12 - 5 + 2);
    expect(await semBuracos(t, 'PLANO')).toBe(true);
  });

  /** Coil ids of a list's open items, by position. */
  const idsPorPosicao = async (tipo: string) =>
    (
      await linhas<{ id: number }>(
        t,
        sql`select bobina_id id from listas where tipo = ${tipo} and not ticada order by sequencia`,
      )
    ).map((r) => r.id);

  it(
    'dois operadores reordenando faixas que se cruzam, em rodadas: exatamente um vence',
    async () => {
      await criar(6);
      const p = placar(backend, 'duas reordenações da mesma faixa');
      for (let r = 0; r < rodadas(backend); r++) {
        const [x1, x2, x3, x4] = (await idsPorPosicao('PLANO')) as [number, number, number, number];
        // Both loaded the same order. One rotates positions 1-3, the other drags x4 up into 2-4:
        // whichever saves first changes what the other's range holds, so the other must reload.
        const planos: [number, number[]][] = [
          [1, [x3, x1, x2]],
          [2, [x4, x2, x3]],
        ];
        const ordemDe = ([primeira, ids]: [number, number[]], antes: number[]) => {
          const depois = [...antes];
          depois.splice(primeira - 1, ids.length, ...ids);
          return depois;
        };
        const antes = await idsPorPosicao('PLANO');
        const envio = r % 2 ? planos : [...planos].reverse();
        const res = await Promise.all(envio.map(([primeira, ids]) => reordenar(primeira, ids)));
        const venceu = res.findIndex((x) => x.statusCode === 200);
        p.rodada(res.filter((x) => x.statusCode === 200).length);
        p.conta(envio[venceu]?.[0] === 1 ? 'faixa1a3' : 'faixa2a4');
        expect(res.map((x) => x.statusCode).sort(), `rodada ${r}`).toEqual([200, 409]);
        expect(res.find((x) => x.statusCode === 409)?.json().Messagens).toEqual([ALTERADA]);
        expect(await idsPorPosicao('PLANO')).toEqual(
          ordemDe(envio[venceu] as [number, number[]], antes),
        );
        await consistente(t, `rodada ${r}`);
      }
      p.imprimir();
    },
    limite(backend),
  );

  it(
    'a mesma faixa salva por dois operadores: uma ordem inteira ou a outra, nunca mistura',
    async () => {
      await criar(4);
      const p = placar(backend, 'mesma faixa, mesmos ids (a última gravação vale)');
      for (let r = 0; r < rodadas(backend, 2, 10); r++) {
        const [a, b, c, d] = (await idsPorPosicao('PLANO')) as [number, number, number, number];
        const ordens = [
          [c, a, b],
          [b, c, a],
        ];
        const res = await Promise.all(ordens.map((ids) => reordenar(1, ids)));
        // The call carries only the new order, so the server cannot tell a stale screen here:
        // both are serialised by the list lock and the later one stands whole.
        p.rodada(res.filter((x) => x.statusCode === 200).length);
        expect(res.map((x) => x.statusCode)).toEqual([200, 200]);
        const final = await idsPorPosicao('PLANO');
        expect([
          [...(ordens[0] as number[]), d],
          [...(ordens[1] as number[]), d],
        ]).toContainEqual(final);
        await consistente(t, `rodada ${r}`);
      }
      p.imprimir();
    },
    limite(backend),
  );
});
