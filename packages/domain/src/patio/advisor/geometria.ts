/**
 * The yard's slots as the advisor walks them, computed once per layout: every address inside
 * the layout, its supports, the pyramid slots over it, and its place for crane travel.
 * The mill's entrance is before group 1 and the dispatch exit after the last group
 * (docs/advisor.md, "Crane travel"): a coil crosses the yard from one end to the other.
 */
import {
  apoiosDe,
  atendeResfriamento,
  COLUNAS,
  type Endereco,
  foraDoLayout,
  formatEndereco,
  type Layout,
} from '../../endereco.ts';
import { empilhamentosSobre } from '../regras.ts';

export interface SlotDoPatio {
  /** Position in address order (the order the first-free baseline walks). */
  indice: number;
  endereco: string;
  parsed: Endereco;
  /** Along the bay, in slot widths (a pyramid sits between its two supports). */
  x: number;
  /** Across the bay: the row. */
  y: number;
  /** The two ground slots under a pyramid slot. */
  apoios: readonly string[];
  /** The pyramid slots resting on a ground slot. */
  acima: readonly string[];
  /** The same as slot indices; `outroApoio[k]` is the other support of `acimaIdx[k]`. */
  apoiosIdx: readonly number[];
  acimaIdx: readonly number[];
  outroApoio: readonly number[];
  /**
   * Which coils the slot's own rules let in cleanly: 0 ordinary (NJA, outside the cooling
   * window), 1 forced-cooling (LEGE, inside it), -1 none (a column-B pyramid). Only the
   * advisor's estimate of what the free slots can still take uses it; the suggestions
   * themselves go through the server's rule functions.
   */
  zona: -1 | 0 | 1;
}

export interface Geometria {
  slots: readonly SlotDoPatio[];
  porEndereco: ReadonlyMap<string, SlotDoPatio>;
  /** Slot index of an address (-1 outside the layout), without allocating. */
  indiceDe(endereco: string): number;
  /** Clean slots of each zone (NJA, LEGE): the width reserve's scale. */
  slotsDaZona: readonly [number, number];
  entrada: { x: number; y: number };
  saida: { x: number; y: number };
  comprimento: number;
}

const cache = new Map<string, Geometria>();

/** Crane travel between two places in slot widths: bridge and trolley move together. */
export const distancia = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

export function geometriaDe(layout: Layout): Geometria {
  const chave = `${layout.grupos}/${layout.filas}/${layout.colunas}`;
  const pronta = cache.get(chave);
  if (pronta) return pronta;
  const slots: SlotDoPatio[] = [];
  for (let grupo = 1; grupo <= layout.grupos; grupo++) {
    for (let c = 0; c < layout.colunas; c++) {
      for (const tipo of ['N', 'P'] as const) {
        for (let fila = 1; fila <= layout.filas; fila++) {
          const parsed: Endereco = { grupo, coluna: COLUNAS[c] as Endereco['coluna'], tipo, fila };
          if (foraDoLayout(parsed, layout)) continue;
          slots.push({
            indice: slots.length,
            endereco: formatEndereco(parsed),
            parsed,
            x: (grupo - 1) * layout.colunas + c - (tipo === 'P' ? 0.5 : 0),
            y: fila - 1,
            apoios: (apoiosDe(parsed) ?? []).map(formatEndereco),
            acima: empilhamentosSobre(parsed)
              .filter((p) => !foraDoLayout(p, layout))
              .map(formatEndereco),
            apoiosIdx: [],
            acimaIdx: [],
            outroApoio: [],
            zona:
              tipo === 'P' && COLUNAS[c] === 'B'
                ? -1
                : atendeResfriamento(formatEndereco(parsed), false)
                  ? 0
                  : 1,
          });
        }
      }
    }
  }
  // Address order (the first-free baseline walks it): slots are built in that order already.
  const meio = (layout.filas - 1) / 2;
  const comprimento = layout.grupos * layout.colunas;
  const porEndereco = new Map(slots.map((s) => [s.endereco, s]));
  const denso = new Int32Array(layout.grupos * 8 * 2 * 9).fill(-1);
  for (const s of slots) denso[chaveDensa(s.endereco, layout.grupos)] = s.indice;
  const idx = (e: string) => porEndereco.get(e)?.indice ?? -1;
  for (const s of slots) {
    Object.assign(s, {
      apoiosIdx: s.apoios.map(idx),
      acimaIdx: s.acima.map(idx),
      outroApoio: s.acima.map((p) =>
        idx(porEndereco.get(p)?.apoios.find((a) => a !== s.endereco) ?? ''),
      ),
    });
  }
  const slotsDaZona: [number, number] = [0, 0];
  for (const s of slots) if (s.zona >= 0) slotsDaZona[s.zona as 0 | 1]++;
  const g: Geometria = {
    slots,
    slotsDaZona,
    porEndereco,
    indiceDe: (e) => {
      const k = chaveDensa(e, layout.grupos);
      return k < 0 ? -1 : (denso[k] ?? -1);
    },
    entrada: { x: -1, y: meio },
    saida: { x: comprimento, y: meio },
    comprimento,
  };
  cache.set(chave, g);
  return g;
}

/** ((group, column, type), row) packed from the address characters; -1 when malformed. */
function chaveDensa(e: string, grupos: number): number {
  if (e.length !== 8) return -1;
  // char codes, no closures nor slices: this runs for every coil of every call
  const grupo =
    e.charCodeAt(0) * 1000 + e.charCodeAt(1) * 100 + e.charCodeAt(2) * 10 + e.charCodeAt(3) - 53328;
  const coluna = e.charCodeAt(4) - 65;
  const t = e.charCodeAt(5);
  const tipo = t === 80 ? 1 : t === 78 ? 0 : -1;
  const fila = e.charCodeAt(7) - 48;
  if (grupo < 1 || grupo > grupos || coluna < 0 || coluna > 7 || tipo < 0 || fila < 1 || fila > 9)
    return -1;
  return (((grupo - 1) * 8 + coluna) * 2 + tipo) * 9 + fila - 1;
}

/** Where a coil starts its trip: its slot when in the yard, else the mill's entrance. */
export function origemDe(g: Geometria, endereco: string | null | undefined) {
  return (endereco && g.porEndereco.get(endereco.trim().toUpperCase())) || g.entrada;
}
