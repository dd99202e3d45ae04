import type { Etiqueta } from './etiqueta.ts';

/**
 * A field's data with ZPL's control characters written as hex (^FH): a lote or an address
 * never has them, but a label must never turn data into a command.
 */
const campo = (texto: string) =>
  `^FH\\^FD${texto.replace(/[\\^~]/g, (c) => `\\${c.charCodeAt(0).toString(16).toUpperCase()}`)}^FS`;

/**
 * The same label in ZPL for a Zebra-type printer at 203 dpi (100 × 150 mm = 800 × 1200 dots):
 * the code as text, a Code 128 (^BC) and a DataMatrix (^BX) of it, then the facts.
 */
export function etiquetaZpl(e: Etiqueta): string {
  const linhas = e.linhas.map((l, i) => `^FO380,${520 + i * 70}^A0N,50,50${campo(l)}`);
  return [
    '^XA',
    '^CI28',
    '^PW800',
    '^LL1200',
    `^FO40,40^A0N,90,90^FB720,1,0,C${campo(e.codigo)}`,
    `^FO60,170^BY4,3,240^BCN,240,N,N,N${campo(e.codigo)}`,
    `^FO40,500^BXN,14,200${campo(e.codigo)}`,
    ...linhas,
    '^XZ',
  ].join('\n');
}

/** Several labels, one ^XA…^XZ block each, as one text for one printer connection. */
export const etiquetasZpl = (etiquetas: readonly Etiqueta[]) =>
  `${etiquetas.map(etiquetaZpl).join('\n')}\n`;
