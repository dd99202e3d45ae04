/**
 * The whole yard indexed for drawing: each (group, row) gets its 16 slots (8 ground, 8
 * pyramid). Unchanged coils keep their object identity across refetches (React Query's
 * structural sharing), so a row whose slots are the same objects need not be drawn again.
 */
import { LAYOUT_PADRAO, type Layout, type TBobinaLinha } from '@patio/domain';
import { celulaDe, gruposDoMapa } from './layout.ts';

/** What a map cell knows of its coil: a row of `GET bobinas` (or a coil just saved). */
export type BobinaDoMapa = TBobinaLinha;

/** Slots of one row: index = column for ground coils, colunas + column for pyramid coils. */
export type SlotsDaFila = readonly (BobinaDoMapa | undefined)[];

export interface Patio {
  grupos: number;
  layout: Layout;
  porEndereco: ReadonlyMap<string, BobinaDoMapa>;
  /** Slots of a row; rows without coils all share one empty array. */
  fila(grupo: number, linha: number): SlotsDaFila;
  /** Coils whose address cannot be drawn (should never happen: the server checks addresses). */
  foraDoMapa: readonly BobinaDoMapa[];
}

const VAZIA: SlotsDaFila = Object.freeze([]);

export function indexarPatio(bobinas: readonly BobinaDoMapa[], layout = LAYOUT_PADRAO): Patio {
  const filas = new Map<string, (BobinaDoMapa | undefined)[]>();
  const porEndereco = new Map<string, BobinaDoMapa>();
  const foraDoMapa: BobinaDoMapa[] = [];
  for (const b of bobinas) {
    const c = b.endereco ? celulaDe(b.endereco, layout) : null;
    if (!b.endereco || !c) {
      foraDoMapa.push(b);
      continue;
    }
    porEndereco.set(b.endereco, b);
    const chave = `${c.grupo}:${c.linha}`;
    let slots = filas.get(chave);
    if (!slots) {
      slots = new Array(layout.colunas * 2).fill(undefined);
      filas.set(chave, slots);
    }
    slots[(c.tipo === 'P' ? layout.colunas : 0) + c.coluna] = b;
  }
  return {
    grupos: gruposDoMapa(porEndereco.keys(), layout),
    layout,
    porEndereco,
    fila: (grupo, linha) => filas.get(`${grupo}:${linha}`) ?? VAZIA,
    foraDoMapa,
  };
}

/** Two rows draw the same when every slot holds the very same coil object. */
export function mesmosSlots(a: SlotsDaFila, b: SlotsDaFila): boolean {
  if (a === b) return true;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The cached yard after a save on this screen: the coil replaces itself (by id) or is added. */
export function comBobina(lista: readonly BobinaDoMapa[], b: BobinaDoMapa): BobinaDoMapa[] {
  const outras = lista.filter((x) => x.id !== b.id);
  return b.endereco ? [...outras, b] : outras;
}

/** The cached yard after a delete on this screen. */
export const semBobina = (lista: readonly BobinaDoMapa[], id: number): BobinaDoMapa[] =>
  lista.filter((x) => x.id !== id);
