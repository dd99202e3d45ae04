import { describe, expect, it } from 'vitest';
import { APRENDIZADO, aprenderPermanencia, classeDe, type Estadia } from './permanencia.ts';

const DIA = 86_400_000;
const INICIO = Date.UTC(2026, 9, 1);

/** `n` exits of a class, one every `passoDias`, stays cycling through `horas`. */
function saidas(
  proximoProcesso: string | null,
  n: number,
  horas: readonly number[],
  passoDias = 1,
  material: string | null = 'BQ',
): Estadia[] {
  return Array.from({ length: n }, (_, i) => ({
    proximoProcesso,
    material,
    horas: horas[i % horas.length] as number,
    saidaMs: INICIO + i * passoDias * DIA,
  }));
}

const linha = (m: ReturnType<typeof aprenderPermanencia>, classe: string) =>
  m.classes.find((c) => c.classe === classe);

describe('aprenderPermanencia', () => {
  it('sem histórico: o prior em toda classe, uma linha por próximo processo e "nenhum"', () => {
    const m = aprenderPermanencia([]);
    expect(m.classes.map((c) => c.classe)).toEqual([
      'LDC3',
      'LDC4',
      'LPBQ1',
      'LPBQ2',
      'LPBQ3',
      'EMB4',
      'nenhum',
    ]);
    expect(linha(m, 'EMB4')).toMatchObject({ medianaHoras: 48, origem: 'prior', saidas: 0 });
    expect(linha(m, 'nenhum')).toMatchObject({ medianaHoras: 480, proximoProcesso: null });
  });

  it('dados magros mantêm o prior: poucas saídas, ou muitas em menos de 14 dias', () => {
    const poucas = aprenderPermanencia(saidas('EMB4', APRENDIZADO.minimoSaidas - 1, [300]));
    expect(linha(poucas, 'EMB4')).toMatchObject({ origem: 'prior', medianaHoras: 48, saidas: 29 });
    // 100 exits, all within 10 days
    const juntas = aprenderPermanencia(saidas('EMB4', 100, [300], 0.1));
    expect(linha(juntas, 'EMB4')).toMatchObject({ origem: 'prior', medianaHoras: 48 });
    expect(linha(juntas, 'EMB4')?.dias).toBeLessThan(14);
  });

  it('um padrão claro é aprendido, puxado para o prior pelo peso dele', () => {
    // EMB4 really stays ~300 h here (the prior says 48): 60 exits over 59 days
    const m = aprenderPermanencia(saidas('EMB4', 60, [240, 300, 375]), new Date(INICIO));
    const c = linha(m, 'EMB4');
    expect(c?.origem).toBe('historico');
    expect(c?.saidas).toBe(60);
    // shrunk: between the prior and the data's median, much nearer the data
    expect(c?.medianaHoras).toBeGreaterThan(200);
    expect(c?.medianaHoras).toBeLessThan(300);
    expect(m.saidas).toBe(60);
    expect(m.calculadoEm).toBe(new Date(INICIO).toISOString());
    // the advisor reads it for an EMB4 coil
    expect(classeDe(m, 'EMB4').medianaHoras).toBe(c?.medianaHoras);
  });

  it('uma classe sem saídas fica com o prior enquanto outra aprende', () => {
    const m = aprenderPermanencia(saidas('LDC3', 40, [20, 24, 28]));
    expect(linha(m, 'LDC3')?.origem).toBe('historico');
    expect(linha(m, 'LDC3')?.medianaHoras).toBeLessThan(60);
    expect(linha(m, 'LPBQ1')).toMatchObject({ origem: 'prior', medianaHoras: 240, saidas: 0 });
  });

  it('a dispersão vem dos dados: estadias espalhadas dão sigma maior', () => {
    const estreita = aprenderPermanencia(saidas('LDC3', 60, [140, 144, 148]));
    const larga = aprenderPermanencia(saidas('LDC3', 60, [30, 144, 700]));
    const se = linha(estreita, 'LDC3')?.dispersao ?? 0;
    const sl = linha(larga, 'LDC3')?.dispersao ?? 0;
    expect(se).toBeLessThan(0.5);
    expect(sl).toBeGreaterThan(0.8);
  });

  it('material vira classe própria só quando os dados mostram a diferença', () => {
    const iguais = aprenderPermanencia([
      ...saidas('LPBQ1', 40, [200, 240, 280], 1, 'BQ'),
      ...saidas('LPBQ1', 40, [210, 240, 270], 1, 'BG'),
    ]);
    expect(iguais.classes.filter((c) => c.material)).toEqual([]);
    const diferentes = aprenderPermanencia([
      ...saidas('LPBQ1', 40, [200, 240, 280], 1, 'BQ'),
      ...saidas('LPBQ1', 40, [900, 1000, 1100], 1, 'BDZ'),
    ]);
    const fina = linha(diferentes, 'LPBQ1/BDZ');
    expect(fina).toMatchObject({ origem: 'historico', material: 'BDZ', saidas: 40 });
    expect(fina?.medianaHoras).toBeGreaterThan(700);
    expect(classeDe(diferentes, 'LPBQ1', 'BDZ').classe).toBe('LPBQ1/BDZ');
    // a material without a class of its own reads the process's row
    expect(classeDe(diferentes, 'LPBQ1', 'BG').classe).toBe('LPBQ1');
  });
});
