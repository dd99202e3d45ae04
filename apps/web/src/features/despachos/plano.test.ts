import type { TPlanoDeCarga } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { cargaDoVeiculo, despachosDoPlano } from './plano.ts';

const b = (bobinaId: number, sequencia: number) => ({
  bobinaId,
  lote: `L${bobinaId}`,
  endereco: '0001AN01',
  pesoT: 10,
  sequencia,
});
const PLANO: TPlanoDeCarga = {
  veiculos: [
    { veiculo: 1, pesoT: 20, capacidadeT: 30, posicoes: 2, bobinas: [b(7, 1), b(3, 2)] },
    { veiculo: 2, pesoT: 10, capacidadeT: 30, posicoes: 2, bobinas: [b(5, 3)] },
  ],
  minimoVeiculos: 2,
  remanejamentos: 0,
  remanejar: [],
};

describe('despachosDoPlano', () => {
  it('trem: um despacho com os vagões, na ordem de carga', () => {
    expect(despachosDoPlano(PLANO, 'TREM', 'T-1', 9)).toEqual([
      {
        identificacao: 'T-1',
        modal: 'TREM',
        tipoVeiculoId: 9,
        bobinas: [
          { bobinaId: 7, sequencia: 1, veiculo: 1 },
          { bobinaId: 3, sequencia: 2, veiculo: 1 },
          { bobinaId: 5, sequencia: 3, veiculo: 2 },
        ],
      },
    ]);
  });

  it('carreta: um despacho por carreta, com sufixo e sequências de 1', () => {
    const ds = despachosDoPlano(PLANO, 'CARRETA', 'C', 4);
    expect(ds.map((d) => d.identificacao)).toEqual(['C-1', 'C-2']);
    expect(ds[1]?.bobinas).toEqual([{ bobinaId: 5, sequencia: 1, veiculo: 1 }]);
  });
});

describe('cargaDoVeiculo', () => {
  it('percentuais e excesso', () => {
    expect(cargaDoVeiculo(15, 1, { capacidadeT: 30, posicoes: 2 })).toEqual({
      pesoPct: 50,
      posicoesPct: 50,
      acima: false,
    });
    expect(cargaDoVeiculo(30.5, 2, { capacidadeT: 30, posicoes: 2 }).acima).toBe(true);
  });
});
