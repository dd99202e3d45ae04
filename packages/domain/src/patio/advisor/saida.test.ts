import { describe, expect, it } from 'vitest';
import { chanceDeSairAntes, msDeLaminacao, pisoDeIdade, saidaPrevistaHoras } from './saida.ts';

describe('msDeLaminacao', () => {
  it('dá o mesmo instante que Date.UTC para qualquer carimbo válido', () => {
    let r = 11;
    const random = () => {
      r = (r * 16807) % 2147483647;
      return r / 2147483647;
    };
    for (let k = 0; k < 20_000; k++) {
      const t = Date.UTC(1960, 0, 1) + Math.floor(random() * 120 * 365 * 1440) * 60_000;
      expect(msDeLaminacao(new Date(t).toISOString().slice(0, 16))).toBe(t);
    }
    for (const s of ['2024-02-29T23:59', '2026-12-31T00:00', '2000-03-01T12:30'])
      expect(msDeLaminacao(s)).toBe(Date.parse(`${s}:00Z`));
  });

  it('carimbo malformado: NaN; dia além do mês: o mesmo rolamento de Date.UTC', () => {
    expect(msDeLaminacao('')).toBeNaN();
    expect(msDeLaminacao('abcd')).toBeNaN();
    expect(msDeLaminacao('2026-02-30T10:00')).toBe(Date.UTC(2026, 1, 30, 10, 0));
    expect(msDeLaminacao('2026-13-01T00:00')).toBe(Date.UTC(2026, 12, 1, 0, 0));
  });
});

describe('saidaPrevistaHoras', () => {
  const agora = Date.UTC(2026, 10, 20, 12, 0);
  const coil = (proximoProcesso: string | null, laminacaoAt: string) => ({
    proximoProcesso,
    laminacaoAt,
  });

  it('o que resta da permanência da classe, nunca menos que o piso da sua dispersão', () => {
    expect(saidaPrevistaHoras(coil('LDC3', '2026-11-20T12:00'), agora)).toBe(144);
    expect(saidaPrevistaHoras(coil('LDC3', '2026-11-18T12:00'), agora)).toBe(96);
    // ±50 % (sigma 0.5): once past the median, 40 % of the class is left, however old
    const piso = 144 * pisoDeIdade(0.5);
    expect(piso).toBeCloseTo(57.76, 1);
    expect(saidaPrevistaHoras(coil('LDC3', '2026-11-16T12:00'), agora)).toBe(piso);
    expect(saidaPrevistaHoras(coil('LDC3', '2026-10-01T12:00'), agora)).toBe(piso);
    expect(saidaPrevistaHoras(coil(null, '2026-11-20T12:00'), agora)).toBe(480);
  });

  it('a dispersão aprendida sobe o piso e achata a chance de sair antes', () => {
    expect(pisoDeIdade(1)).toBeGreaterThan(pisoDeIdade(0.5));
    expect(chanceDeSairAntes(24, 48, 0.5, 0.5)).toBeGreaterThan(chanceDeSairAntes(24, 48, 1, 1));
    expect(chanceDeSairAntes(48, 48, 1, 0.3)).toBeCloseTo(0.5, 6);
  });

  it('despacho aberto e lista aberta mandam sobre a classe', () => {
    const despacho = { identificacao: 'TREM-0412', posicao: 4 };
    expect(saidaPrevistaHoras({ ...coil(null, '2026-11-20T12:00'), despacho }, agora)).toBe(13);
    const lista = { tipo: 'PLANO', posicao: 3 };
    expect(saidaPrevistaHoras({ ...coil(null, '2026-11-20T12:00'), lista }, agora)).toBe(27);
  });
});
