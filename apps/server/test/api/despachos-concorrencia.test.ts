import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { consistente, limite, placar, rodadas } from './corridas.ts';
import {
  carregarPorSql,
  criarBobina,
  mensagens,
  postDespacho,
  putDespacho,
  slots,
} from './despachos-fixtures.ts';

/** Races the row locks and the unique indexes must settle: a coil leaves on one vehicle only. */
describe.each(BACKENDS)('despachos: concorrência (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  const bobina = () => criarBobina(t, livre());
  const abertosDa = (bobinaId: number) =>
    linhas(
      t,
      sql`select despacho_id from despacho_bobinas where bobina_id = ${bobinaId} and aberto`,
    );

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it(
    'dois despachos disputando a mesma bobina, em rodadas: exatamente um vence',
    async () => {
      const p = placar(backend, 'dois despachos pela mesma bobina');
      for (let r = 0; r < rodadas(backend); r++) {
        const a = await bobina();
        const res = await Promise.all([
          postDespacho(t, `R-${r}-1`, [a.id]),
          postDespacho(t, `R-${r}-2`, [a.id]),
        ]);
        p.rodada(res.filter((x) => x.statusCode === 201).length);
        expect(res.map((x) => x.statusCode).sort(), `rodada ${r}`).toEqual([201, 409]);
        p.conta(res[0]?.statusCode === 201 ? 'primeiro' : 'segundo');
        const perdeu = res.find((x) => x.statusCode === 409);
        expect(mensagens(perdeu as NonNullable<typeof perdeu>)[0]).toMatch(
          new RegExp(
            `^A bobina ${a.lote} já está (no despacho R-${r}-[12]|em outro despacho aberto)\\.$`,
          ),
        );
        expect(await abertosDa(a.id)).toHaveLength(1);
        const instrucoes = await linhas(t, sql`select 1 from instrucoes where bobina_id = ${a.id}`);
        expect(instrucoes).toHaveLength(1);
        await consistente(t, `rodada ${r}`);
      }
      p.imprimir();
    },
    limite(backend),
  );

  it('dez criações e inclusões simultâneas, com coleções cruzadas: uma bobina, um despacho', async () => {
    const bs = [await bobina(), await bobina(), await bobina()];
    const ids = bs.map((b) => b.id);
    const alvo = (await postDespacho(t, 'R-ALVO', [(await bobina()).id])).json().data.id;
    // Same coils in different orders: the locks are taken in one order, so no deadlock.
    const res = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        postDespacho(t, `R-X${i}`, i % 2 ? ids : [...ids].reverse()),
      ),
      ...ids.map((id) => putDespacho(t, alvo, 'incluir', id)),
    ]);
    const codes = res.map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 201 || c === 409)).toBe(true);
    for (const id of ids) expect(await abertosDa(id)).toHaveLength(1);
    const sequencias = await linhas<{ n: number; max: number }>(
      t,
      sql`select count(*)::int n, max(sequencia)::int max from despacho_bobinas
          where despacho_id = ${alvo}`,
    );
    expect(sequencias[0]?.n).toBe(sequencias[0]?.max);
    await consistente(t);
  });

  it('finalizar e excluir ao mesmo tempo: um só acontece', async () => {
    const [a, b] = [await bobina(), await bobina()];
    const id = (await postDespacho(t, 'R-FIM', [a.id, b.id])).json().data.id as number;
    await carregarPorSql(t, id, a.id);
    await carregarPorSql(t, id, b.id);
    const [fim, del] = await Promise.all([
      t.call({ method: 'DELETE', url: `/api/despachos/${id}/finalizar` }),
      t.call({ method: 'DELETE', url: `/api/despachos/${id}` }),
    ]);
    expect(fim.statusCode).toBe(200);
    expect(del.statusCode).toBe(409);
    await consistente(t);
  });

  it('retirar do despacho enquanto a ponte pega a bobina: ou sai do despacho, ou sobe', async () => {
    for (let rodada = 0; rodada < 3; rodada++) {
      const a = await bobina();
      const id = (await postDespacho(t, `R-PONTE${rodada}`, [a.id])).json().data.id as number;
      const [instrucao] = await linhas<{ id: number }>(
        t,
        sql`select id from instrucoes where despacho_id = ${id}`,
      );
      const sel = await t.call({
        method: 'POST',
        url: '/api/operacoes',
        payload: { ponte: 'PR346', primeiraInstrucaoId: instrucao?.id },
      });
      expect(sel.statusCode).toBe(201);
      const [pegar, retirar] = await Promise.all([
        t.call({ method: 'PUT', url: '/api/operacoes/PR346/pegar' }),
        putDespacho(t, id, 'excluir', a.id),
      ]);
      expect([pegar.statusCode, retirar.statusCode].sort()).toEqual([200, 409]);
      const [b] = await linhas<{ status: string }>(
        t,
        sql`select status from bobinas where id = ${a.id}`,
      );
      const [item] = await linhas(t, sql`select 1 from despacho_bobinas where bobina_id = ${a.id}`);
      // Lifted and still in the dispatch, or still lying and out of it: never half of each.
      expect(b?.status === 'EM_MOVIMENTO').toBe(item !== undefined);
      if (pegar.statusCode === 200) {
        expect(
          (await t.call({ method: 'PUT', url: '/api/operacoes/PR346/soltar' })).statusCode,
        ).toBe(200);
      }
    }
  });
});
