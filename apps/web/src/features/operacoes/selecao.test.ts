import { describe, expect, it } from 'vitest';
import { alternar, remanejamentosFaltando, tomadasPorOutro } from './selecao.ts';
import { TXT } from './textos.ts';

const livre = (id: number) => ({ id, isSelecionada: false });
const tomada = (id: number) => ({ id, isSelecionada: true });

describe('seleção de instruções para a ponte', () => {
  it('escolhe até duas, na ordem do toque, e um segundo toque desmarca', () => {
    expect(alternar([], livre(5))).toEqual({ selecao: [5] });
    expect(alternar([5], livre(3))).toEqual({ selecao: [5, 3] });
    expect(alternar([5, 3], livre(5))).toEqual({ selecao: [3] });
  });

  it('a terceira e uma tomada por outra ponte são avisadas, sem mudar a seleção', () => {
    expect(alternar([1, 2], livre(3))).toEqual({ aviso: TXT.maximoDuas });
    expect(alternar([1], tomada(9))).toEqual({ aviso: TXT.outroOperador });
    expect(TXT.maximoDuas).toBe('Você pode selecionar no máximo duas instruções.');
    expect(TXT.outroOperador).toBe('Algum operador selecionou essa instrução em outra ponte.');
  });

  it('o que outra ponte tomou sai da seleção; o que não está na tela fica', () => {
    expect(tomadasPorOutro([1, 2, 3], [livre(1), tomada(2)])).toEqual([2]);
    expect(tomadasPorOutro([4], [tomada(2)])).toEqual([]);
  });

  it('a que aguarda remanejamento só entra depois dele na mesma ponte', () => {
    const rem = { id: 7, isSelecionada: false, lote: '2700000456', aguardando: [] };
    const bloqueada = {
      id: 8,
      isSelecionada: false,
      lote: '2700000123',
      aguardando: ['2700000456'],
    };
    const tela = [rem, bloqueada];
    expect(alternar([], bloqueada, tela)).toEqual({ aviso: TXT.aguardando(['2700000456']) });
    expect(alternar([7], bloqueada, tela)).toEqual({ selecao: [7, 8] });
    expect(remanejamentosFaltando([7], bloqueada, tela)).toEqual([]);
    expect(remanejamentosFaltando([], bloqueada, tela)).toEqual(['2700000456']);
  });
});
