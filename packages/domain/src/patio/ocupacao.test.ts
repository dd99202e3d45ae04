import { describe, expect, it } from 'vitest';
import { ocupacaoDoPatio } from './ocupacao.ts';

const UM_GRUPO = { grupos: 1, filas: 9, colunas: 8 };

describe('ocupacaoDoPatio', () => {
  it('an empty group: 72 ground slots and 63 pyramid slots (no pyramid over column A)', () => {
    const o = ocupacaoDoPatio([], UM_GRUPO);
    expect(o.chao).toEqual({ total: 72, usados: 0, livres: 72, livresLimpos: 72 });
    // No supports anywhere: no pyramid slot is clean.
    expect(o.piramide).toEqual({ total: 63, usados: 0, livres: 63, livresLimpos: 0 });
    expect(o.geral.total).toBe(135);
  });

  it('a pyramid slot is clean only over two coils lying in the yard, and never at column B', () => {
    const o = ocupacaoDoPatio(
      [
        { endereco: '0001AN05', status: 'NO_PATIO' },
        { endereco: '0001BN05', status: 'NO_PATIO' },
        { endereco: '0001CN05', status: 'NO_PATIO' },
        // Lifted by a crane: still in its slot, holding nothing up.
        { endereco: '0001DN05', status: 'EM_MOVIMENTO' },
      ],
      UM_GRUPO,
    );
    expect(o.chao).toMatchObject({ usados: 4, livres: 68, livresLimpos: 68 });
    // BP05 (positions A and B) and DP05 (a lifted support) are free but not clean; CP05 is.
    expect(o.piramide).toMatchObject({ usados: 0, livres: 63, livresLimpos: 1 });
  });

  it('a used pyramid slot counts as used; slots an instruction heads to are not offered', () => {
    const o = ocupacaoDoPatio(
      [
        { endereco: '0001CN01', status: 'NO_PATIO' },
        { endereco: '0001DN01', status: 'NO_PATIO' },
        { endereco: '0001DP01', status: 'NO_PATIO' },
      ],
      UM_GRUPO,
      new Set(['0001HN09']),
    );
    expect(o.piramide).toMatchObject({ usados: 1, livres: 62, livresLimpos: 0 });
    expect(o.chao).toMatchObject({ usados: 2, livres: 70, livresLimpos: 69 });
  });

  it('the cooling window (groups 31–92) is not clean for an ordinary coil', () => {
    const o = ocupacaoDoPatio([], { grupos: 31, filas: 9, colunas: 8 });
    const g31 = o.grupos[30];
    expect(g31?.grupo).toBe(31);
    expect(g31?.chao).toMatchObject({ livres: 72, livresLimpos: 0 });
    expect(o.chao.livresLimpos).toBe(30 * 72);
    expect(o.grupos).toHaveLength(31);
  });
});
