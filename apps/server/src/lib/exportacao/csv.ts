/**
 * CSV as Excel in pt-BR opens it: UTF-8 with a BOM, `;` between fields, CRLF between rows,
 * dates dd/MM/yyyy HH:mm, decimal comma, Sim/Não.
 */
import type { Coluna, Valor } from './colunas.ts';

const PRECISA_ASPAS = /[;"\r\n]|^\s|\s$/;

/**
 * A text a spreadsheet would run as a formula (OWASP's CSV injection rule): it gets a leading
 * `'`, so the cell shows the text. Only text columns pass here: numbers stay numbers.
 */
const FORMULA = /^[=+\-@\t\r]/;

export function semFormula(texto: string): string {
  return FORMULA.test(texto) ? `'${texto}` : texto;
}

function campo(texto: string): string {
  return PRECISA_ASPAS.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

/** `YYYY-MM-DDTHH:MM…` → `DD/MM/YYYY HH:MM`. */
export function dataHoraBr(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

export function valorCsv(v: Valor, c: Coluna): string {
  if (v === null || v === undefined) return '';
  switch (c.tipo) {
    case 'numero':
      return String(v).replace('.', ',');
    case 'dataHora':
      return dataHoraBr(String(v));
    case 'simNao':
      return v ? 'Sim' : 'Não';
    default:
      return campo(semFormula(String(v)));
  }
}

export const cabecalhoCsv = (colunas: readonly Coluna[]) =>
  `\uFEFF${colunas.map((c) => campo(c.titulo)).join(';')}\r\n`;

export const linhaCsv = (valores: readonly Valor[], colunas: readonly Coluna[]) =>
  `${colunas.map((c, i) => valorCsv(valores[i] ?? null, c)).join(';')}\r\n`;
