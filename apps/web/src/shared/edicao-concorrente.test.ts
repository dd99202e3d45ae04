import { describe, expect, it } from 'vitest';
import { alteracoesDigitadas, mostrarValor } from './edicao-concorrente.ts';

describe('conflito de edição: o que o usuário tinha digitado', () => {
  const rotulos = { peso: 'Peso (Ton)', largura: 'Largura (mm)', lege: 'Resfriamento Forçado' };
  const lido = { peso: 20, largura: 1200, lege: false, lote: 'L1' };

  it('lista só os campos rotulados que o usuário mudou, ao lado do valor atual', () => {
    const digitado = { ...lido, largura: 1111 };
    const atual = { ...lido, peso: 11.1 };
    expect(alteracoesDigitadas(rotulos, lido, digitado, atual)).toEqual([
      { campo: 'largura', rotulo: 'Largura (mm)', digitado: '1.111', atual: '1.200' },
    ]);
  });

  it('nada mudado, nada listado; um campo sem rótulo nunca aparece', () => {
    expect(alteracoesDigitadas(rotulos, lido, { ...lido, lote: 'X' }, lido)).toEqual([]);
  });

  it('mostra valores em português', () => {
    expect(mostrarValor(11.1)).toBe('11,1');
    expect(mostrarValor(true)).toBe('Sim');
    expect(mostrarValor(false)).toBe('Não');
    expect(mostrarValor(null)).toBe('(vazio)');
    expect(mostrarValor('')).toBe('(vazio)');
    expect(mostrarValor(['A', 'B'])).toBe('A, B');
    expect(mostrarValor([])).toBe('(vazio)');
  });
});
