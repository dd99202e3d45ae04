import { describe, expect, it } from 'vitest';
import { criarLeitorDeRajada } from './rajada.ts';

/** Feeds `texto` then Enter, `passo` ms apart, starting at `t0`; returns what was read. */
function digitar(texto: string, passo: number, t0 = 1_000, leitor = criarLeitorDeRajada()) {
  let t = t0;
  let lido: string | null = null;
  for (const k of [...texto, 'Enter']) {
    lido = leitor.tecla(k, t) ?? lido;
    t += passo;
  }
  return lido;
}

describe('leitor de mão (rajada de teclas)', () => {
  it('lê o código que o leitor digita rápido e termina com Enter', () => {
    expect(digitar('E123456', 8)).toBe('E123456');
    expect(digitar('0001AN09', 40)).toBe('0001AN09');
  });

  it('ignora quem digita devagar, como uma pessoa', () => {
    expect(digitar('E123456', 120)).toBeNull();
  });

  it('uma tecla lenta antes da rajada não entra no código', () => {
    const leitor = criarLeitorDeRajada();
    leitor.tecla('x', 0);
    expect(digitar('L99887', 5, 500, leitor)).toBe('L99887');
  });

  it('Enter demorado depois da rajada não é leitura', () => {
    const leitor = criarLeitorDeRajada();
    for (const [i, k] of [...'ABC123'].entries()) leitor.tecla(k, i * 5);
    expect(leitor.tecla('Enter', 1_000)).toBeNull();
  });

  it('códigos curtos demais e teclas especiais no meio não são leitura', () => {
    expect(digitar('AB', 5)).toBeNull();
    const leitor = criarLeitorDeRajada();
    leitor.tecla('A', 0);
    leitor.tecla('B', 5);
    leitor.tecla('Shift', 8);
    leitor.tecla('C', 10);
    leitor.tecla('D', 15);
    expect(leitor.tecla('Enter', 20)).toBe('ABCD');
    leitor.tecla('A', 100);
    leitor.tecla('Backspace', 105);
    leitor.tecla('B', 110);
    expect(leitor.tecla('Enter', 115)).toBeNull();
  });

  it('duas leituras seguidas saem separadas', () => {
    const leitor = criarLeitorDeRajada();
    expect(digitar('0001AN09', 5, 0, leitor)).toBe('0001AN09');
    expect(digitar('E000001', 5, 5_000, leitor)).toBe('E000001');
  });
});
