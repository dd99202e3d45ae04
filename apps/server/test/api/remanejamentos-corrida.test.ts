import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { consistente, limite, placar, rodadas } from './corridas.ts';
import { mensagens, postDespacho } from './despachos-fixtures.ts';
import { abertasDe, remanejamentosDe, soterrada } from './remanejamentos-fixtures.ts';

/**
 * Races over buried coils (docs/relocation.md): the coil's row locks decide who dispatches it,
 * and the relocations of the loser never get stored; relocations racing for the same best slot
 * end on different slots. The checker runs after every round.
 */
describe.each(BACKENDS)('remanejamentos: corridas (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it(
    'dois despachos pela mesma bobina soterrada: um leva, o outro 409, nada pela metade',
    async () => {
      const p = placar(backend, 'dois despachos pela mesma bobina soterrada');
      for (let r = 0; r < rodadas(backend); r++) {
        const s = await soterrada(t, 2);
        const nomes = [`RS-${backend}-${r}-1`, `RS-${backend}-${r}-2`];
        const ordem = r % 2 ? [...nomes].reverse() : nomes;
        const res = await Promise.all(ordem.map((n) => postDespacho(t, n, [s.chao.id])));
        const codigos = res.map((x) => x.statusCode);
        p.rodada(codigos.filter((c) => c === 201).length);
        expect(codigos.sort(), `rodada ${r}: ${res.map((x) => x.body).join(' | ')}`).toEqual([
          201, 409,
        ]);
        const venceu = res.find((x) => x.statusCode === 201);
        const perdeu = res.find((x) => x.statusCode === 409);
        p.conta(venceu === res[0] ? 'primeiro' : 'segundo');
        expect(mensagens(perdeu as NonNullable<typeof perdeu>)[0]).toMatch(
          new RegExp(`^A bobina ${s.chao.lote} já está (no despacho RS-|em outro despacho aberto)`),
        );
        expect(venceu?.json().remanejamentos).toEqual([
          `2 remanejamentos criados para liberar ${s.chao.lote}`,
        ]);
        // Exactly the winner's relocations: one per coil on top, linked to its instruction.
        const abertas = await abertasDe(
          t,
          s.topos.map((b) => b.id),
        );
        expect(abertas.map((a) => a.tipo)).toEqual(['REMANEJAMENTO', 'REMANEJAMENTO']);
        const [doDespacho] = await linhas<{ id: number }>(
          t,
          sql`select id from instrucoes where bobina_id = ${s.chao.id} and estado <> 'CONCLUIDA'`,
        );
        const ligadas = await remanejamentosDe(t, doDespacho?.id as number);
        expect(ligadas.map((x) => x.id).sort()).toEqual(abertas.map((a) => a.id).sort());
        const perdedor = await linhas(
          t,
          sql`select 1 from despachos where identificacao = ${
            nomes.find((n) => n !== venceu?.json().data.identificacao) ?? ''
          }`,
        );
        expect(perdedor).toEqual([]);
        await consistente(t, `rodada ${r}`);
      }
      p.imprimir();
    },
    limite(backend),
  );

  it(
    'duas bobinas soterradas despachadas juntas: remanejamentos em endereços diferentes',
    async () => {
      const p = placar(backend, 'dois despachos de bobinas soterradas diferentes');
      for (let r = 0; r < rodadas(backend, 2, 20); r++) {
        const a = await soterrada(t, 1);
        const b = await soterrada(t, 1);
        const res = await Promise.all([
          postDespacho(t, `RD-${backend}-${r}-a`, [a.chao.id]),
          postDespacho(t, `RD-${backend}-${r}-b`, [b.chao.id]),
        ]);
        const codigos = res.map((x) => x.statusCode);
        p.rodada(codigos.filter((c) => c === 201).length);
        expect(codigos, `rodada ${r}: ${res.map((x) => x.body).join(' | ')}`).toEqual([201, 201]);
        const abertas = await abertasDe(t, [a.topos[0]?.id as number, b.topos[0]?.id as number]);
        expect(abertas).toHaveLength(2);
        expect(abertas[0]?.destino).not.toBe(abertas[1]?.destino);
        await consistente(t, `rodada ${r}`);
      }
      p.imprimir();
    },
    limite(backend),
  );
});
