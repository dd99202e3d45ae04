/** The yard address codec: `GGGG C T 0 R`, e.g. 0001AN09 (docs/yard-rules.md). */
import { CONFIRMAR_OPERACAO, MENSAGENS_PATIO } from './patio/mensagens.ts';

export const COLUNAS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type Coluna = (typeof COLUNAS)[number];
export type TipoEndereco = 'N' | 'P';

export interface Endereco {
  grupo: number;
  coluna: Coluna;
  tipo: TipoEndereco;
  /** Row digit 1–9 as written in the address (row index on the map is 9 - fila). */
  fila: number;
}

export interface Layout {
  grupos: number;
  filas: number;
  colunas: number;
}

export const LAYOUT_PADRAO: Layout = { grupos: 30, filas: 9, colunas: 8 };

export const ENDERECO_PATTERN = /^\d{4}[A-H][NP]0[1-9]$/;

// What a user may type for an address: the group with or without its leading zeros, the column,
// N/P, the fixed 0 (or the letter O the "AAA" of the placeholder invites) and the row, with or
// without its zero.
const ENDERECO_DIGITADO = /^(\d{1,4})([A-H])([NP])[0O]?0?([1-9])$/;

/**
 * An address field as the API reads it: the spaces, hyphens, dots and slashes of a mask
 * dropped, in capitals ("0001 - an0 - 9" → 0001AN09). Nothing is completed: a short group
 * stays short for validation to refuse.
 */
export function limparEndereco(texto: string | null | undefined): string {
  return (texto ?? '').replace(/[\s\-./]/g, '').toUpperCase();
}

/**
 * What a user typed as an address, as the address it means: limparEndereco, then the group
 * padded ("1 - an - 9", "001 - ANO - 9", "0001AN09" → 0001AN09). Anything else comes back
 * cleaned only, for validation to refuse.
 */
export function normalizarEndereco(texto: string | null | undefined): string {
  const s = limparEndereco(texto);
  const m = ENDERECO_DIGITADO.exec(s);
  if (!m) return s;
  const [, grupo = '', coluna = '', tipo = '', fila = ''] = m;
  return `${grupo.padStart(4, '0')}${coluna}${tipo}0${fila}`;
}

export function parseEndereco(texto: string): Endereco | null {
  const s = texto.trim().toUpperCase();
  if (!ENDERECO_PATTERN.test(s)) return null;
  return {
    grupo: Number(s.slice(0, 4)),
    coluna: s[4] as Coluna,
    tipo: s[5] as TipoEndereco,
    fila: Number(s[7]),
  };
}

export function formatEndereco(e: Endereco): string {
  return `${String(e.grupo).padStart(4, '0')}${e.coluna}${e.tipo}0${e.fila}`;
}

/** Why an address is outside the layout, or null when it fits. */
export function foraDoLayout(e: Endereco, layout: Layout = LAYOUT_PADRAO): string | null {
  if (e.grupo < 1 || e.grupo > layout.grupos)
    return `Grupo ${e.grupo} fora do pátio (1 a ${layout.grupos}).`;
  if (e.fila > layout.filas) return `Fila ${e.fila} fora do pátio (1 a ${layout.filas}).`;
  if (COLUNAS.indexOf(e.coluna) >= layout.colunas) return `Coluna ${e.coluna} fora do pátio.`;
  if (e.tipo === 'P' && e.coluna === 'A') return 'A coluna A não tem posição de pirâmide.';
  return null;
}

/**
 * Every address of a group in the layout, in the order a checker walks it: row by row, A to H,
 * ground before pyramid (column A has no pyramid slot). The address labels follow it.
 */
export function enderecosDoGrupo(layout: Layout, grupo: number): Endereco[] {
  const todos: Endereco[] = [];
  for (let fila = 1; fila <= layout.filas; fila++) {
    for (const coluna of COLUNAS.slice(0, layout.colunas)) {
      todos.push({ grupo, coluna, tipo: 'N', fila });
      if (coluna !== 'A') todos.push({ grupo, coluna, tipo: 'P', fila });
    }
  }
  return todos;
}

/** Map row index (0 at the top) of an address row digit, and back. */
export const filaParaLinha = (fila: number): number => 9 - fila;
export const linhaParaFila = (linha: number): number => 9 - linha;

/** The two ground slots a pyramid coil at this address rests on (columns c-1 and c). */
export function apoiosDe(e: Endereco): [Endereco, Endereco] | null {
  const i = COLUNAS.indexOf(e.coluna);
  if (e.tipo !== 'P' || i < 1) return null;
  const esquerda = COLUNAS[i - 1] as Coluna;
  return [
    { ...e, tipo: 'N', coluna: esquerda },
    { ...e, tipo: 'N', coluna: e.coluna },
  ];
}

/** Forced-cooling coils (LEGE) belong to groups 31–92; the others (NJA) outside it. */
export function atendeResfriamento(endereco: string, isLege: boolean): boolean {
  const grupo = Number(endereco.slice(0, 4));
  if (!Number.isFinite(grupo)) return true;
  const dentro = grupo >= 31 && grupo <= 92;
  return isLege ? dentro : !dentro;
}

/** The question asked before placing a coil outside its cooling window: the rule's own message. */
export function mensagemResfriamento(isLege: boolean): string {
  return `${MENSAGENS_PATIO.resfriamento(isLege)}. ${CONFIRMAR_OPERACAO}`;
}
