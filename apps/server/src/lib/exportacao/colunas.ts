/**
 * What an export writes: per column its header (the screen's label) and its kind. The SQL of
 * each export names its columns c0, c1, … in the same order, already formatted where the kind
 * says so (docs/exportacao.md).
 */
export type Tipo =
  /** text as is */
  | 'texto'
  /** a number (decimal comma in CSV, a number cell in XLSX) */
  | 'numero'
  /** local date and time as `YYYY-MM-DDTHH:MM` text (dd/MM/yyyy HH:mm in CSV, a date cell in XLSX) */
  | 'dataHora'
  /** a boolean shown as Sim/Não */
  | 'simNao';

export interface Coluna {
  titulo: string;
  tipo: Tipo;
}

export const coluna = (titulo: string, tipo: Tipo = 'texto'): Coluna => ({ titulo, tipo });

export type Valor = string | number | boolean | null;
