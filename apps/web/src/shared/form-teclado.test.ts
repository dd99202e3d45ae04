import { describe, expect, it } from 'vitest';
import { acaoDaTecla, type Tecla } from './form-teclado.ts';

const enter = (t: Partial<Tecla> = {}): Tecla => ({
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  tag: 'INPUT',
  type: 'text',
  ...t,
});

describe('Enter num formulário de dados', () => {
  it('num campo de texto, de data ou de hora vai ao próximo campo, não salva', () => {
    expect(acaoDaTecla(enter())).toBe('proximo');
    expect(acaoDaTecla(enter({ type: null }))).toBe('proximo');
    expect(acaoDaTecla(enter({ type: 'radio' }))).toBe('proximo');
  });

  it('Ctrl+Enter ou ⌘+Enter salva', () => {
    expect(acaoDaTecla(enter({ ctrlKey: true }))).toBe('salvar');
    expect(acaoDaTecla(enter({ metaKey: true, tag: 'TEXTAREA' }))).toBe('salvar');
  });

  it('em botões, áreas de texto e composição (IME) o Enter é deles', () => {
    expect(acaoDaTecla(enter({ tag: 'BUTTON', type: 'submit' }))).toBeNull();
    expect(acaoDaTecla(enter({ tag: 'TEXTAREA', type: null }))).toBeNull();
    expect(acaoDaTecla(enter({ type: 'checkbox' }))).toBeNull();
    expect(acaoDaTecla(enter({ isComposing: true }))).toBeNull();
  });

  it('outras teclas não fazem nada', () => {
    expect(acaoDaTecla(enter({ key: 'Tab' }))).toBeNull();
    expect(acaoDaTecla(enter({ key: 'a', ctrlKey: true }))).toBeNull();
  });
});
