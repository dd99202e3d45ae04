import { describe, expect, it } from 'vitest';
import { coluna } from './colunas.ts';
import { linhaCsv } from './csv.ts';

describe('CSV: células que uma planilha rodaria como fórmula', () => {
  const colunas = [coluna('Texto', 'texto'), coluna('Peso', 'numero')];
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a=b', 'a=b'],
  ])('%j vira %s', (texto, celula) => {
    expect(linhaCsv([texto, -1.5], colunas)).toBe(`${celula};-1,5\r\n`);
  });
});
