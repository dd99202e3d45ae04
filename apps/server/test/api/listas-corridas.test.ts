import { formatEndereco } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, linhas, novoLote } from './bobinas-fixtures.ts';
import { consistente, limite, placar, rodadas } from './corridas.ts';
import { limparListas, ordem, postItem, registro, semBuracos } from './listas-fixtures.ts';

const ALTERADA = 'A lista foi alterada por outro operador. Recarregue e tente novamente.';
const JA_TICADA = 'A bobina já foi marcada e não está mais na lista.';

/** Ground slots of groups 10-29, one per placement, never reused within a file. */
function* enderecos() {
  for (let grupo = 10; grupo <= 29; grupo++)
    for (let fila = 1; fila <= 9; fila++)
      for (const coluna of ['B', 'D', 'F'] as const)
        yield formatEndereco({ grupo, coluna, tipo: 'N', fila });
}

describe.each(BACKENDS)('listas reserva: corridas com marcações (%s)', (backend) => {
  let t: TestApp;
  const livres = enderecos();
  const livre = () => livres.next().value as string;
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
  const ticar = (id: number) =>
    t.call({ method: 'PATCH', url: '/api/listas/ticar', query: { bobinaId: String(id) } });
  const reordenar = (primeiraSequencia: number, ids: number[]) =>
    t.call({
      method: 'PATCH',
      url: '/api/listas/sequencia',
      query: { primeiraSequencia: String(primeiraSequencia) },
      payload: ids,
    });
  /** Coil ids of a list's open items by Ordem, as the screen reads them. */
  const idsNaTela = async (tipo = 'PLANO') => {
    const res = await t.call({
      method: 'GET',
      url: '/api/listas',
      query: { filter: `Tipo=${tipo}, Ticada=0`, orderBy: 'sequencia', pageSize: '1000' },
    });
    return (res.json().bobinas as { id: number }[]).map((b) => b.id);
  };
  /** Rows of `listas` written since `antes` (new, changed or gone), by xmin. */
  const versoes = async () =>
    new Map(
      (await linhas<{ id: number; v: string }>(t, sql`select id, xmin::text v from listas`)).map(
        (r) => [r.id, r.v],
      ),
    );

  it('marcar um item no topo de uma lista longa grava só aquele item e um evento', async () => {
    const itens = await criar(40);
    const antes = await versoes();
    const [{ n: eventosAntes }] = (await linhas<{ n: number }>(
      t,
      sql`select count(*)::int n from eventos`,
    )) as [{ n: number }];
    const res = await ticar(Number(itens[1]?.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ticada: true, sequencia: null });
    const depois = await versoes();
    const escritas = [...depois].filter(([id, v]) => antes.get(id) !== v);
    expect(escritas.map(([id]) => id)).toHaveLength(1);
    const [{ n: eventosDepois }] = (await linhas<{ n: number }>(
      t,
      sql`select count(*)::int n from eventos`,
    )) as [{ n: number }];
    expect(eventosDepois - eventosAntes).toBe(1);
    // The screen still shows 1..39, the ticked one gone, the rest moved up.
    const tela = await ordem(t, 'PLANO');
    expect(tela.map(([, s]) => s)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
    expect(tela[1]?.[0]).toBe(itens[2]?.lote);
    // The event names the position it had.
    const [ev] = await linhas<{ descricao: string }>(
      t,
      sql`select descricao from eventos order by id desc limit 1`,
    );
    expect(ev?.descricao).toContain(`Bobina ${itens[1]?.lote} marcada na lista`);
    expect(ev?.descricao).toContain('(posição 2)');
  });

  it('a marcação guarda a chave do item: desfeita, ele volta ao mesmo lugar', async () => {
    const itens = await criar(5);
    await ticar(Number(itens[2]?.id));
    // Later writes: a reorder of the rest and an append.
    const [a, b, , d, e] = itens.map((i) => Number(i?.id));
    expect((await reordenar(1, [b as number, a as number])).statusCode).toBe(200);
    const novo = await postItem(t);
    // What an undo does (its call is another change): the item is open again, its key kept.
    await t.database.db.execute(
      sql`update listas set ticada = false, ticada_at = null where bobina_id = ${itens[2]?.id}`,
    );
    expect(await idsNaTela()).toEqual([b, a, itens[2]?.id, d, e, novo.id]);
    expect(await semBuracos(t, 'PLANO')).toBe(true);
    await consistente(t);
  });

  it(
    'marcações contra reordenações da mesma lista, em rodadas',
    async () => {
      await criar(12);
      const p = placar(backend, 'marcação × reordenação');
      for (let r = 0; r < rodadas(backend); r++) {
        const antes = await idsNaTela();
        // A range of four starting at 2 or 3, reversed; the tick hits inside the range, before
        // it, or after it, in turn.
        const primeira = 2 + (r % 2);
        const faixa = antes.slice(primeira - 1, primeira + 3);
        const alvo = [antes[primeira + 1], antes[0], antes[primeira + 5]][r % 3] as number;
        const reordem$ = () => reordenar(primeira, [...faixa].reverse());
        // Sent in either order, so each is sometimes first to reach the database.
        const [reordem, tic] =
          r % 2
            ? await Promise.all([reordem$(), ticar(alvo)])
            : (await Promise.all([ticar(alvo), reordem$()])).reverse();
        expect(tic?.statusCode, `rodada ${r}`).toBe(200);
        expect([200, 409], `rodada ${r}`).toContain(reordem?.statusCode);
        if (reordem?.statusCode === 409) expect(reordem.json().Messagens).toEqual([ALTERADA]);
        p.rodada(reordem?.statusCode === 200 ? 2 : 1);
        p.conta(['dentro', 'antes', 'depois'][r % 3] as string);
        const depois = await idsNaTela();
        const esperado = antes.filter((id) => id !== alvo);
        if (reordem?.statusCode === 200) {
          // The range's items, in the new order, where they were; nothing else moved.
          const novos = [...faixa].reverse().filter((id) => id !== alvo);
          let k = 0;
          for (let i = 0; i < esperado.length; i++)
            if (faixa.includes(esperado[i] as number)) esperado[i] = novos[k++] as number;
        }
        expect(depois, `rodada ${r}`).toEqual(esperado);
        expect(await semBuracos(t, 'PLANO')).toBe(true);
        await consistente(t, `rodada ${r}`);
        // Keep the list long enough for the next round.
        await postItem(t);
      }
      p.imprimir();
    },
    limite(backend),
  );

  it(
    'importações contra marcações da mesma lista, em rodadas',
    async () => {
      await criar(6);
      const p = placar(backend, 'importação × marcação');
      for (let r = 0; r < rodadas(backend); r++) {
        const antes = await idsNaTela();
        const arquivo = Array.from({ length: 5 }, () => registro({ lote: novoLote() }));
        const alvos = [antes[0], antes[antes.length - 1]] as number[];
        const res = await Promise.all([
          ...alvos.map(ticar),
          t.call({ method: 'POST', url: '/api/listas/importar', payload: arquivo }),
        ]);
        expect(
          res.map((x) => x.statusCode),
          `rodada ${r}`,
        ).toEqual([200, 200, 201]);
        p.rodada(3);
        // The ticked ones left, the rest kept their order, the file came in after them whole.
        const tela = await ordem(t, 'PLANO');
        const restantes = antes.filter((id) => !alvos.includes(id));
        expect(tela.slice(restantes.length).map(([l]) => l)).toEqual(arquivo.map((a) => a.lote));
        expect((await idsNaTela()).slice(0, restantes.length)).toEqual(restantes);
        expect(await semBuracos(t, 'PLANO')).toBe(true);
        await consistente(t, `rodada ${r}`);
        // Keep the list short: the oldest imported ones are ticked away outside the race.
        for (const id of (await idsNaTela()).slice(0, 3)) await ticar(id);
      }
      p.imprimir();
    },
    limite(backend),
  );

  it(
    'colocações no pátio contra marcações, em rodadas: a mesma bobina e vizinhas',
    async () => {
      await criar(6);
      const p = placar(backend, 'colocação × marcação');
      for (let r = 0; r < rodadas(backend); r++) {
        const antes = await idsNaTela();
        const [mesma, vizinha, outra] = [antes[1], antes[2], antes[4]] as [number, number, number];
        const res = await Promise.all([
          corrigir(t, mesma, livre()),
          ticar(mesma),
          ticar(vizinha),
          corrigir(t, outra, livre()),
        ]);
        const [colocou, ticou, vizinhaTicada, outraColocada] = res;
        expect(colocou?.statusCode, `rodada ${r}`).toBe(200);
        expect(vizinhaTicada?.statusCode, `rodada ${r}`).toBe(200);
        expect(outraColocada?.statusCode, `rodada ${r}`).toBe(200);
        // The same coil: the tick wins before the placement, or finds the item closed by it.
        expect([200, 409], `rodada ${r}`).toContain(ticou?.statusCode);
        if (ticou?.statusCode === 409) expect(ticou.json().Messagens).toEqual([JA_TICADA]);
        p.rodada(ticou?.statusCode === 200 ? 2 : 1);
        expect(await idsNaTela(), `rodada ${r}`).toEqual(
          antes.filter((id) => ![mesma, vizinha, outra].includes(id)),
        );
        const estado = await linhas<{ status: string; ticada: boolean }>(
          t,
          sql`select b.status, l.ticada from bobinas b join listas l on l.bobina_id = b.id
              where b.id = ${mesma}`,
        );
        expect(estado).toEqual([{ status: 'NO_PATIO', ticada: true }]);
        expect(await semBuracos(t, 'PLANO')).toBe(true);
        await consistente(t, `rodada ${r}`);
        for (let i = 0; i < 3; i++) await postItem(t);
      }
      p.imprimir();
    },
    limite(backend),
  );
});
