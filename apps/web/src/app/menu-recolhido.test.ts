import { describe, expect, it } from 'vitest';
import { menuComecaRecolhido } from './menu-recolhido.ts';

describe('menu lateral ao abrir', () => {
  it('abaixo de 1024 px começa recolhido; a partir daí, aberto', () => {
    expect(menuComecaRecolhido(null, 800)).toBe(true);
    expect(menuComecaRecolhido(null, 1023)).toBe(true);
    expect(menuComecaRecolhido(null, 1024)).toBe(false);
    expect(menuComecaRecolhido(null, 1440)).toBe(false);
  });
  it('a última escolha do usuário vale em qualquer largura', () => {
    expect(menuComecaRecolhido('0', 800)).toBe(false);
    expect(menuComecaRecolhido('1', 1440)).toBe(true);
  });
});
