import { describe, expect, it } from 'vitest';
import { mover, moverParaPosicao, novaOrdem, ordemAtual } from './reordenacao.ts';

const linhas = (ids: number[], desde = 1) => ids.map((id, i) => ({ id, sequencia: desde + i }));

describe('modo de edição: o que Salvar envia', () => {
  it('mover desloca os intermediários', () => {
    expect(mover([1, 2, 3, 4, 5], 1, 3)).toEqual([1, 3, 4, 2, 5]);
    expect(mover([1, 2, 3, 4, 5], 4, 0)).toEqual([5, 1, 2, 3, 4]);
  });

  it('envia da menor à maior posição alterada', () => {
    const original = linhas([10, 20, 30, 40, 50, 60]);
    const atual = mover([10, 20, 30, 40, 50, 60], 4, 1);
    expect(novaOrdem(original, atual)).toEqual({ primeiraSequencia: 2, ids: [50, 20, 30, 40] });
  });

  it('vários movimentos: a faixa cobre todos', () => {
    const original = linhas([1, 2, 3, 4, 5, 6, 7]);
    let atual = mover([1, 2, 3, 4, 5, 6, 7], 1, 2);
    atual = mover(atual, 6, 5);
    expect(novaOrdem(original, atual)).toEqual({ primeiraSequencia: 2, ids: [3, 2, 4, 5, 7, 6] });
  });

  it('sem movimento, ou de volta ao lugar: nada a salvar', () => {
    const original = linhas([1, 2, 3]);
    expect(novaOrdem(original, [1, 2, 3])).toBeNull();
    expect(novaOrdem(original, mover(mover([1, 2, 3], 0, 2), 2, 0))).toBeNull();
  });

  it('linhas carregadas depois (rolagem) entram no fim, na ordem carregada', () => {
    const movida = mover([1, 2, 3], 2, 0);
    expect(ordemAtual([1, 2, 3, 4, 5], movida)).toEqual([3, 1, 2, 4, 5]);
    expect(ordemAtual([1, 2], null)).toEqual([1, 2]);
  });

  it('usa a posição real da primeira linha alterada', () => {
    const original = linhas([7, 8, 9], 21);
    expect(novaOrdem(original, [7, 9, 8])).toEqual({ primeiraSequencia: 22, ids: [9, 8] });
  });
});

describe('mover para a posição…', () => {
  it('para baixo e para cima, só a faixa entre as duas posições', () => {
    // Positions 3..6 hold 30, 40, 50, 60: the coil at 3 goes to 6.
    expect(moverParaPosicao([30, 40, 50, 60], 3, 6)).toEqual({
      primeiraSequencia: 3,
      ids: [40, 50, 60, 30],
    });
    // Positions 2..5 hold 20, 30, 40, 50: the coil at 5 goes to 2.
    expect(moverParaPosicao([20, 30, 40, 50], 5, 2)).toEqual({
      primeiraSequencia: 2,
      ids: [50, 20, 30, 40],
    });
  });
  it('mesma posição ou faixa incompleta: nada a enviar', () => {
    expect(moverParaPosicao([10], 1, 1)).toBeNull();
    expect(moverParaPosicao([10, 20], 1, 5)).toBeNull();
  });
});
