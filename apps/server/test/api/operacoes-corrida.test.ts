import { PONTES } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, linhas } from './bobinas-fixtures.ts';
import { consistente, limite, placar, rodadas } from './corridas.ts';
import {
  colocar,
  estadoDa,
  instrucao,
  pegar,
  pular,
  putInstrucao,
  selecionar,
  soltar,
} from './instrucoes-fixtures.ts';

describe.each(BACKENDS)('duas pontes disputando instruções (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it(
    'rodadas de duas pontes pela mesma instrução: sempre exatamente uma vence',
    async () => {
      const RODADAS = rodadas(backend, 20, 100);
      const p = placar(backend, 'duas pontes pela mesma instrução');
      const b = await colocar(t, '0001AN01');
      const id = await instrucao(t, b.lote, '0002AN01');
      const vitorias = { 'PR#493': 0, 'PR#346': 0 };
      for (let i = 0; i < RODADAS; i++) {
        // Alternate who is sent first, so the winner is not decided by the order of the calls.
        const pontes = (i % 2 ? ['PR#493', 'PR#346'] : ['PR#346', 'PR#493']) as [
          'PR#493' | 'PR#346',
          'PR#493' | 'PR#346',
        ];
        const res = await Promise.all(pontes.map((p) => selecionar(t, p, id)));
        const codigos = res.map((r) => r.statusCode);
        expect([...codigos].sort(), `rodada ${i}: ${res.map((r) => r.body)}`).toEqual([201, 400]);
        const perdedora = res.find((r) => r.statusCode === 400);
        expect(perdedora?.json().Messagens).toEqual(['Instrução já selecionada em outra ponte.']);
        const vencedora = pontes[codigos.indexOf(201)] as 'PR#493' | 'PR#346';
        vitorias[vencedora] += 1;
        p.rodada(codigos.filter((c) => c === 201).length);
        p.conta(vencedora);
        expect(await estadoDa(t, id)).toEqual({
          estado: 'SELECIONADA',
          ponte: vencedora,
          ordem: 1,
        });
        await consistente(t, `rodada ${i}`);
        expect((await pular(t, vencedora, id)).statusCode).toBe(200);
      }
      p.imprimir();
      expect(vitorias['PR#493'] + vitorias['PR#346']).toBe(RODADAS);
    },
    limite(backend),
  );

  it('as seis pontes ao mesmo tempo pela mesma instrução, 20 vezes: uma vence, cinco ouvem 400', async () => {
    const b = await colocar(t, '0001BN01');
    const id = await instrucao(t, b.lote, '0002BN01');
    for (let i = 0; i < 20; i++) {
      const res = await Promise.all(PONTES.map((p) => selecionar(t, p, id)));
      await consistente(t, `rodada ${i}`);
      const codigos = res.map((r) => r.statusCode);
      expect([...codigos].sort()).toEqual([201, 400, 400, 400, 400, 400]);
      const vencedora = PONTES[codigos.indexOf(201)] as string;
      expect((await pular(t, vencedora, id)).statusCode).toBe(200);
    }
  });

  it('pares cruzados (A,B) contra (B,C): uma ponte leva o seu par, a outra nada', async () => {
    const bs = [];
    for (const c of 'ABCDEF') bs.push(await colocar(t, `0003${c}N01`));
    const ids = [];
    for (const [i, b] of bs.entries())
      ids.push(await instrucao(t, b.lote, `0004${'ABCDEF'[i]}N01`));
    for (let i = 0; i < 20; i++) {
      const [a, b, c] = [ids[i % 6], ids[(i + 1) % 6], ids[(i + 2) % 6]] as [
        number,
        number,
        number,
      ];
      const [r1, r2] = await Promise.all([
        selecionar(t, 'PR#345', a, b),
        selecionar(t, 'PR#344', b, c),
      ]);
      expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 400]);
      const naPonte = await linhas<{ ponte: string; n: number }>(
        t,
        sql`select ponte, count(*)::int n from instrucoes where ponte is not null group by ponte`,
      );
      expect(naPonte).toEqual([{ ponte: r1.statusCode === 201 ? 'PR#345' : 'PR#344', n: 2 }]);
      const ponte = r1.statusCode === 201 ? 'PR#345' : 'PR#344';
      await consistente(t, `rodada ${i}`);
      for (const x of r1.statusCode === 201 ? [a, b] : [b, c]) await pular(t, ponte, x);
    }
  });

  it(
    'a ponte solta na pirâmide enquanto um apoio é corrigido para longe: só um acontece',
    async () => {
      const p = placar(backend, 'soltar na pirâmide × apoio movido');
      for (let r = 0; r < rodadas(backend, 3, 50); r++) {
        // Groups 10-29, one row per round, emptied first (the crane's coil comes from group 30).
        const grupo = String(10 + Math.floor((r % 180) / 9)).padStart(4, '0');
        const fila = String(1 + (r % 9));
        await t.database.db.execute(sql`delete from bobinas where substr(endereco, 1, 4) = ${grupo}
        and substr(endereco, 8, 1) = ${fila} or endereco = ${`0030AN0${fila}`}`);
        const em = (c: string) => `${grupo}${c}0${fila}`;
        await colocar(t, em('CN'));
        const apoio = await colocar(t, em('DN'));
        const b = await colocar(t, `0030AN0${fila}`);
        const id = await instrucao(t, b.lote, em('DP'));
        expect((await selecionar(t, 'PR#347', id)).statusCode).toBe(201);
        expect((await pegar(t, 'PR#347')).statusCode).toBe(200);
        const [solta, mover] = await Promise.all([
          soltar(t, 'PR#347'),
          corrigir(t, apoio.id, em('HN')),
        ]);
        p.rodada([solta, mover].filter((x) => x.statusCode === 200).length);
        p.conta(solta.statusCode === 200 ? 'soltou' : 'moveu');
        expect([solta.statusCode, mover.statusCode].sort(), `rodada ${r}`).toEqual([200, 409]);
        await consistente(t, `rodada ${r}`);
        if (solta.statusCode !== 200) {
          // The coil still hangs: the office gives it a ground slot and the crane puts it there.
          expect((await putInstrucao(t, id, { lote: b.lote, destino: em('GN') })).statusCode).toBe(
            200,
          );
          expect((await soltar(t, 'PR#347')).statusCode).toBe(200);
          await consistente(t, `rodada ${r}, depois`);
        }
      }
      p.imprimir();
    },
    limite(backend),
  );
});
