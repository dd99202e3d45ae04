import { describe, expect, it } from 'vitest';
import { aindaPresentes, alternar, comSequencia, filtrar, incluirNaOrdem } from './selecao.ts';

const b = (id: number, lote: string, endereco: string | null = null) => ({ id, lote, endereco });

describe('seleção do despacho', () => {
  it('a ordem de marcação é a ordem de carregamento, a partir de 1', () => {
    let ordem: number[] = [];
    for (const id of [30, 10, 20]) ordem = alternar(ordem, id);
    expect(ordem).toEqual([30, 10, 20]);
    ordem = alternar(ordem, 10);
    expect(ordem).toEqual([30, 20]);
    expect(comSequencia(ordem)).toEqual([
      { bobinaId: 30, sequencia: 1 },
      { bobinaId: 20, sequencia: 2 },
    ]);
  });

  it('inclui depois das já escolhidas, sem repetir, e esquece o que saiu da lista', () => {
    const patio = [b(1, 'L1'), b(2, 'L2'), b(3, 'L3')];
    const escolhidas = incluirNaOrdem([b(2, 'L2')], patio, [3, 2, 1]);
    expect(escolhidas.map((x) => x.id)).toEqual([2, 3, 1]);
    expect(aindaPresentes([3, 9, 1], patio)).toEqual([3, 1]);
  });

  it('procura por lote ou endereço, sem diferenciar maiúsculas', () => {
    const itens = [b(1, 'AB123', '0001AN01'), b(2, 'CD456', null)];
    expect(filtrar(itens, ' ab1 ').map((x) => x.id)).toEqual([1]);
    expect(filtrar(itens, '0001an').map((x) => x.id)).toEqual([1]);
    expect(filtrar(itens, '')).toHaveLength(2);
  });
});
