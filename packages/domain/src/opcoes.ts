/**
 * Option lists of the coil forms (docs/product/main-yard.md#coil-fields). Codes are what the server
 * stores.
 */
export interface Opcao {
  codigo: string;
  descricao: string;
}

export const GRUPOS: readonly Opcao[] = [
  { codigo: 'LQ', descricao: 'Linha a quente' },
  { codigo: 'FM', descricao: 'Folha metálica' },
  { codigo: 'LZ', descricao: 'Zincados' },
  { codigo: 'LF', descricao: 'Laminados a frio' },
];

export const MATERIAIS: readonly Opcao[] = [
  { codigo: 'BQ', descricao: 'Bobina a quente' },
  { codigo: 'BG', descricao: 'Bobina grossa' },
  { codigo: 'BQD', descricao: 'Bobina a quente decapada' },
  { codigo: 'BDZ', descricao: 'Bobina decapada zincada' },
];

export const TURNOS = [1, 2, 3] as const;

export const PROXIMOS_PROCESSOS: readonly Opcao[] = [
  { codigo: 'LDC3', descricao: 'LDC3' },
  { codigo: 'LDC4', descricao: 'LDC4' },
  { codigo: 'LPBQ1', descricao: 'LPBQ1' },
  { codigo: 'LPBQ2', descricao: 'LPBQ2' },
  { codigo: 'LPBQ3', descricao: 'LPBQ3' },
  { codigo: 'EMB4', descricao: 'EMB4 (Entrega Direta)' },
];

/**
 * Flow codes. The specification gives the sorted list's first codes and its last (AA, BB, BE …
 * XK) and its size (about 130), not its contents: this is the yard's list as we keep it
 * (docs/decisions.md, "Option lists").
 */
export const FLUXOS: readonly string[] = (
  'AA BB BE BF BG BH BJ BK BL BM BN BP BR BS BT BV BX BZ ' +
  'CA CB CC CD CE CF CG CH CJ CK CL CM CN CP CR CS CT CV CX CZ ' +
  'DA DB DC DD DE DF DG DH DJ DK DL DM DN DP FA FB FC FD FE FF FG FH FJ FK ' +
  'GA GB GC GD GE GF GG GH HA HB HC HD HE HF LA LB LC LD LE LF LG LH ' +
  'MA MB MC MD ME MF MG MH PA PB PC PD PE PF PG PH RA RB RC RD RE RF RG RH ' +
  'SA SB SC SD TA TB TC TD VA VB VC VD XA XB XC XD XE XF XG XH XJ XK'
)
  .split(' ')
  .sort();

export const TIPOS_PATIO = [
  { codigo: 'PLANO', descricao: 'Programa de laminacao' },
  { codigo: 'RESERVA', descricao: 'Anexo 1 (AX#1)' },
] as const;
export type TipoPatio = (typeof TIPOS_PATIO)[number]['codigo'];

export const PONTES = ['PR#493', 'PR#346', 'PR#345', 'PR#343', 'PR#344', 'PR#347'] as const;

/** "LQ-Linha a quente" and "LQ" both mean LQ: only the part before the hyphen is kept. */
export function codigoDe(valor: string): string {
  const i = valor.indexOf('-');
  return (i >= 0 ? valor.slice(0, i) : valor).trim();
}

export const codigos = (lista: readonly Opcao[]): string[] => lista.map((o) => o.codigo);

/** docs/product/operations.md#constants: dispatch types and the names the screens show for them. */
export const MODAIS = [
  { codigo: 'TREM', descricao: 'Ferroviário' },
  { codigo: 'CARRETA', descricao: 'Rodoviário' },
] as const;
export type Modal = (typeof MODAIS)[number]['codigo'];
