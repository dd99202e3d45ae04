/** The yard address codec: `GGGG C T 0 R`, e.g. 0001AN09 (decisions.md §4). */
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

export function mensagemResfriamento(isLege: boolean): string {
  return `O endereço escolhido não atende ao critério de resfriamento definido para a bobina ${isLege ? 'LEGE' : 'NJA'}. Deseja confirmar esta operação?`;
}
