import { describe, expect, it } from 'vitest';
import { codigos, FLUXOS, GRUPOS, MATERIAIS, PROXIMOS_PROCESSOS, TURNOS } from './opcoes.ts';

describe('listas de opções (docs/product/main-yard.md#coil-fields)', () => {
  it('grupo, material, turno e próximo processo como a especificação os lista', () => {
    expect(GRUPOS.map((o) => `${o.codigo} ${o.descricao}`)).toEqual([
      'LQ Linha a quente',
      'FM Folha metálica',
      'LZ Zincados',
      'LF Laminados a frio',
    ]);
    expect(MATERIAIS.map((o) => `${o.codigo} ${o.descricao}`)).toEqual([
      'BQ Bobina a quente',
      'BG Bobina grossa',
      'BQD Bobina a quente decapada',
      'BDZ Bobina decapada zincada',
    ]);
    expect(TURNOS).toEqual([1, 2, 3]);
    expect(codigos(PROXIMOS_PROCESSOS)).toEqual([
      'LDC3',
      'LDC4',
      'LPBQ1',
      'LPBQ2',
      'LPBQ3',
      'EMB4',
    ]);
    expect(PROXIMOS_PROCESSOS.at(-1)?.descricao).toBe('EMB4 (Entrega Direta)');
  });

  it('fluxo: cerca de 130 códigos de duas letras, ordenados, de AA, BB, BE até XK', () => {
    expect(FLUXOS.slice(0, 3)).toEqual(['AA', 'BB', 'BE']);
    expect(FLUXOS.at(-1)).toBe('XK');
    expect(FLUXOS.length).toBeGreaterThanOrEqual(120);
    expect(FLUXOS.length).toBeLessThanOrEqual(140);
    expect(FLUXOS.every((f) => /^[A-Z]{2}$/.test(f))).toBe(true);
    expect([...FLUXOS].sort()).toEqual(FLUXOS);
    expect(new Set(FLUXOS).size).toBe(FLUXOS.length);
  });
});
