import { describe, expect, it } from 'vitest';
import { dataDaInsercao } from './formatos.ts';
import { TXT } from './textos.ts';

describe('data da inserção na lista de usuários', () => {
  it('dd/MM/yyyy; sem data ou ilegível, o texto da especificação', () => {
    expect(dataDaInsercao('2026-03-15T12:00:00')).toBe('15/03/2026');
    expect(dataDaInsercao(null)).toBe(TXT.semData);
    expect(dataDaInsercao('não é data')).toBe(TXT.semData);
  });
});
