import { describe, expect, it } from 'vitest';
import { mesmoSegredo } from './segredo.ts';

describe('mesmoSegredo', () => {
  it('igual só quando igual, de qualquer tamanho', () => {
    expect(mesmoSegredo('chave-do-equipamento', 'chave-do-equipamento')).toBe(true);
    expect(mesmoSegredo('chave-do-equipamentO', 'chave-do-equipamento')).toBe(false);
    expect(mesmoSegredo('chave', 'chave-do-equipamento')).toBe(false);
    expect(mesmoSegredo('', 'chave')).toBe(false);
  });
});
