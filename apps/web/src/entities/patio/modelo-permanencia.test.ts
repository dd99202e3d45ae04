import { describe, expect, it } from 'vitest';
import { resumoDoModelo } from './ModeloPermanencia.tsx';

const modelo = (saidas: number, aprendidas: number) => ({
  saidas,
  aprendidas,
  calculadoEm: '2026-11-27T09:00:00.000Z',
  minimoSaidas: 30,
  minimoDias: 14,
  classes: [],
});

describe('painel do modelo de permanência', () => {
  it('diz de quantas saídas aprendeu, no formato brasileiro', () => {
    expect(resumoDoModelo(modelo(1300, 1240))).toBe(
      'Modelo de permanência: aprendido de 1.240 saídas',
    );
  });

  it('sem classe aprendida: a tabela inicial e o que falta para aprender', () => {
    expect(resumoDoModelo(modelo(1, 0))).toBe(
      'Modelo de permanência: tabela inicial (1 saída no histórico; cada classe aprende com 30 saídas em 14 dias)',
    );
  });
});
