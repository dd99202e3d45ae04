import { describe, expect, it } from 'vitest';
import { acaoDoEnter } from './form-enter.ts';

const tecla = (over: Partial<Parameters<typeof acaoDoEnter>[0]> = {}) => ({
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  tagName: 'INPUT',
  ...over,
});

describe('Enter nos formulários', () => {
  it('Enter num campo vai ao próximo, nunca salva', () => {
    expect(acaoDoEnter(tecla())).toBe('proximo');
    expect(acaoDoEnter(tecla({ tagName: 'BUTTON', role: 'switch' }))).toBe('proximo');
  });
  it('Ctrl+Enter e ⌘+Enter salvam', () => {
    expect(acaoDoEnter(tecla({ ctrlKey: true }))).toBe('salvar');
    expect(acaoDoEnter(tecla({ metaKey: true, tagName: 'TEXTAREA' }))).toBe('salvar');
  });
  it('textarea, botões e outras teclas ficam como são', () => {
    expect(acaoDoEnter(tecla({ tagName: 'TEXTAREA' }))).toBe('nada');
    expect(acaoDoEnter(tecla({ tagName: 'BUTTON' }))).toBe('nada');
    expect(acaoDoEnter(tecla({ key: 'Tab' }))).toBe('nada');
  });
});
