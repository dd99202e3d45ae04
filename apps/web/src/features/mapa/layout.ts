/**
 * Geometry of the yard map (docs/product/main-yard.md#yard-map,
 * docs/product/main-yard.md#constants): where every address is drawn, in canvas pixels. The grid
 * components and the pan/zoom code both read these numbers, so a cell is always drawn, hit and
 * centred at the same place.
 */
import {
  COLUNAS,
  type Coluna,
  type Endereco,
  filaParaLinha,
  formatEndereco,
  LAYOUT_PADRAO,
  type Layout,
  linhaParaFila,
  parseEndereco,
  type TipoEndereco,
} from '@patio/domain';

export const CELULA = 50;
/** Row-label column on the left of each group ("01.09"). */
export const ROTULO_FILA = 48;
/** Group header band ("Grupo 01"). */
export const CABECALHO = 26;
/** Column letters band (A–H). */
export const LETRAS = 18;
/** Room above row index 0 for its pyramid coils, drawn half a cell higher. */
export const NIVEL = CELULA / 2;
/** Groups side by side before the next line of groups. */
export const GRUPOS_POR_LINHA = 5;
export const ESPACO = 24;
export const MARGEM = 16;

/** One drawable position: 1-based group, row index 0 (top, row digit 9) to 8, column index 0–7. */
export interface Celula {
  grupo: number;
  linha: number;
  coluna: number;
  tipo: TipoEndereco;
}

export interface Retangulo {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The map's cell of an address, or null when it cannot be drawn (bad text, outside rows/columns, AP). */
export function celulaDe(endereco: string, layout: Layout = LAYOUT_PADRAO): Celula | null {
  const e = parseEndereco(endereco);
  if (!e || e.grupo < 1 || e.fila > layout.filas) return null;
  const coluna = COLUNAS.indexOf(e.coluna);
  if (coluna >= layout.colunas || (e.tipo === 'P' && coluna === 0)) return null;
  return { grupo: e.grupo, linha: filaParaLinha(e.fila), coluna, tipo: e.tipo };
}

export function enderecoDe(c: Celula): string {
  const e: Endereco = {
    grupo: c.grupo,
    coluna: COLUNAS[c.coluna] as Coluna,
    tipo: c.tipo,
    fila: linhaParaFila(c.linha),
  };
  return formatEndereco(e);
}

/** Groups to draw: the layout's, or more when the server already holds coils beyond it. */
export function gruposDoMapa(enderecos: Iterable<string>, layout: Layout = LAYOUT_PADRAO): number {
  let max = layout.grupos;
  for (const endereco of enderecos) max = Math.max(max, parseEndereco(endereco)?.grupo ?? 0);
  return max;
}

export const larguraDoGrupo = (layout: Layout = LAYOUT_PADRAO) =>
  ROTULO_FILA + layout.colunas * CELULA;
export const alturaDoGrupo = (layout: Layout = LAYOUT_PADRAO) =>
  CABECALHO + LETRAS + NIVEL + layout.filas * CELULA;

/** Top-left corner of a group block on the canvas; groups run left to right, then wrap. */
export function origemDoGrupo(grupo: number, layout: Layout = LAYOUT_PADRAO) {
  const i = grupo - 1;
  return {
    x: MARGEM + (i % GRUPOS_POR_LINHA) * (larguraDoGrupo(layout) + ESPACO),
    y: MARGEM + Math.floor(i / GRUPOS_POR_LINHA) * (alturaDoGrupo(layout) + ESPACO),
  };
}

export function tamanhoDoMapa(grupos: number, layout: Layout = LAYOUT_PADRAO) {
  const colunas = Math.min(grupos, GRUPOS_POR_LINHA);
  const linhas = Math.ceil(grupos / GRUPOS_POR_LINHA);
  return {
    w: 2 * MARGEM + colunas * larguraDoGrupo(layout) + (colunas - 1) * ESPACO,
    h: 2 * MARGEM + linhas * alturaDoGrupo(layout) + (linhas - 1) * ESPACO,
  };
}

/**
 * A cell's place inside its row strip (the strip starts with the row label). A pyramid coil
 * rests on columns c-1 and c: it is drawn centred on their border, half a cell higher.
 */
export function posicaoNaFila(c: Pick<Celula, 'coluna' | 'tipo'>) {
  const left = ROTULO_FILA + c.coluna * CELULA;
  return c.tipo === 'P' ? { left: left - CELULA / 2, top: -CELULA / 2 } : { left, top: 0 };
}

/** Top of row `linha` inside its group block. */
export const topoDaFila = (linha: number) => CABECALHO + LETRAS + NIVEL + linha * CELULA;

/** The cell's box on the canvas (before pan and zoom). */
export function retanguloDe(c: Celula, layout: Layout = LAYOUT_PADRAO): Retangulo {
  const g = origemDoGrupo(c.grupo, layout);
  const p = posicaoNaFila(c);
  return { x: g.x + p.left, y: g.y + topoDaFila(c.linha) + p.top, w: CELULA, h: CELULA };
}

/** Ground columns a coil covers on the map: its own, plus the left one for a pyramid. */
export const colunasCobertas = (c: Pick<Celula, 'coluna' | 'tipo'>): number[] =>
  c.tipo === 'P' ? [c.coluna - 1, c.coluna] : [c.coluna];

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** "Grupo 01": the header band of a group. */
export const rotuloDoGrupo = (grupo: number) => `Grupo ${doisDigitos(grupo)}`;

/**
 * "01.09" … "01.01": group and row digit, top to bottom (the headers of
 * docs/product/main-yard.md#yard-map).
 */
export const rotuloDaFila = (grupo: number, linha: number) =>
  `${doisDigitos(grupo)}.${doisDigitos(linhaParaFila(linha))}`;

/** Headers alternate light and dark so neighbouring groups never blur together. */
export const grupoEscuro = (grupo: number) => grupo % 2 === 0;

/**
 * The letters a coil shows: the column for a ground coil; a pyramid coil adds its level, P,
 * so it reads as its own address letters ("DP" for 0001DP05) and never as a ground column.
 */
export const rotuloDaCelula = (c: Pick<Celula, 'coluna' | 'tipo'>) =>
  `${COLUNAS[c.coluna] ?? '?'}${c.tipo === 'P' ? 'P' : ''}`;

/**
 * Whether the pyramid slot at `coluna` can take a coil: both ground coils below it (columns
 * coluna-1 and coluna) lie in the yard (a lifted one holds nothing up) and the slot is free.
 * Only there does the map offer Pirâmide (docs/decisions-mapa.md): anywhere else the server
 * would refuse it ('Não há bobinas de apoio…').
 */
export function piramideLivre(
  coluna: number,
  chao: (coluna: number) => { status: string } | undefined,
  piramide: { status: string } | undefined,
): boolean {
  return (
    coluna > 0 &&
    piramide === undefined &&
    chao(coluna - 1)?.status === 'NO_PATIO' &&
    chao(coluna)?.status === 'NO_PATIO'
  );
}

export const ZOOM = { passo: 0.1, min: 0.5, max: 2 } as const;

/** One zoom step in or out, clamped to 0.5–2 and kept to one decimal (no 0.30000000000000004). */
export function proximoZoom(atual: number, direcao: 1 | -1): number {
  const z = Math.round((atual + direcao * ZOOM.passo) * 10) / 10;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, z));
}

const ordemDeLeitura = (a: Celula, b: Celula) =>
  a.grupo - b.grupo || a.linha - b.linha || a.coluna - b.coluna;

/** The first of these addresses in reading order (group, then row from the top, then column). */
export function primeiraNoMapa(enderecos: Iterable<string>): Celula | null {
  let melhor: Celula | null = null;
  for (const endereco of enderecos) {
    const c = celulaDe(endereco);
    if (c && (!melhor || ordemDeLeitura(c, melhor) < 0)) melhor = c;
  }
  return melhor;
}

export interface Vista {
  x: number;
  y: number;
  z: number;
}

/** How far past its edges the yard may be dragged: enough to see it ends, never lost. */
export const FOLGA = 100;

/** The pan kept within reach: the yard never leaves the viewport by more than FOLGA. */
export function limitarVista(
  v: Vista,
  janela: { w: number; h: number },
  mapa: { w: number; h: number },
): Vista {
  const limitar = (valor: number, tela: number, conteudo: number) => {
    const a = FOLGA;
    const b = tela - conteudo * v.z - FOLGA;
    return Math.min(Math.max(valor, Math.min(a, b)), Math.max(a, b));
  };
  return { z: v.z, x: limitar(v.x, janela.w, mapa.w), y: limitar(v.y, janela.h, mapa.h) };
}

/** A rectangle of the map as absolute-position style. */
export const toStyle = (r: { x: number; y: number; w: number; h: number }) => ({
  left: r.x,
  top: r.y,
  width: r.w,
  height: r.h,
});
