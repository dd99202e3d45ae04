/**
 * Which coils the map's filters and search box pick (docs/product/main-yard.md#map-filters). The
 * whole yard is already on screen, so matching runs here, in the browser, on every coil.
 */
import { limparEndereco, type TBobinaLinha } from '@patio/domain';

export type CampoFiltro = 'lote' | 'item' | 'grupo' | 'material' | 'fluxo';
export type FiltrosMapa = Partial<Record<CampoFiltro, string>>;

export type ModoBusca = 'LOTE' | 'ITEM' | 'ENDERECO';
export interface Busca {
  modo: ModoBusca;
  termo: string;
}

export interface Criterio {
  filtros: FiltrosMapa;
  busca: Busca;
}

export const SEM_CRITERIO: Criterio = { filtros: {}, busca: { modo: 'LOTE', termo: '' } };

/** An item code: one uppercase letter and five digits (A12345). */
export const ITEM_PATTERN = /^[A-Z]\d{5}$/;

type Filtravel = Pick<TBobinaLinha, 'lote' | 'item' | 'grupo' | 'material' | 'fluxo' | 'endereco'>;

const CAMPOS: readonly CampoFiltro[] = ['lote', 'item', 'grupo', 'material', 'fluxo'];

/** Trimmed, without empty fields; item upper-cased as its pattern wants. */
export function limparFiltros(valores: Partial<Record<string, unknown>>): FiltrosMapa {
  const out: FiltrosMapa = {};
  for (const campo of CAMPOS) {
    const v = valores[campo];
    const t = typeof v === 'string' ? v.trim() : '';
    if (t) out[campo] = campo === 'item' ? t.toUpperCase() : t;
  }
  return out;
}

const contem = (valor: string | null | undefined, termo: string) =>
  (valor ?? '').toLowerCase().includes(termo.toLowerCase());

export function criterioAtivo(c: Criterio): boolean {
  return Object.keys(c.filtros).length > 0 || c.busca.termo.trim() !== '';
}

function atendeFiltros(b: Filtravel, f: FiltrosMapa): boolean {
  // An item filter is a whole item code; anything else cannot be one, so it matches nothing.
  if (f.item !== undefined && (!ITEM_PATTERN.test(f.item) || b.item.toUpperCase() !== f.item))
    return false;
  if (f.lote !== undefined && !contem(b.lote, f.lote)) return false;
  if (f.grupo !== undefined && !contem(b.grupo, f.grupo)) return false;
  if (f.material !== undefined && !contem(b.material, f.material)) return false;
  if (
    f.fluxo !== undefined &&
    !contem(b.fluxo, f.fluxo) &&
    !contem(b.lote, f.fluxo) &&
    !contem(b.item, f.fluxo)
  )
    return false;
  return true;
}

function atendeBusca(b: Filtravel, busca: Busca): boolean {
  const termo = busca.termo.trim();
  if (!termo) return true;
  if (busca.modo === 'LOTE') return contem(b.lote, termo);
  if (busca.modo === 'ITEM') return contem(b.item, termo);
  return (b.endereco ?? '').includes(limparEndereco(termo));
}

/** Filters and search combine with AND. */
export const atende = (b: Filtravel, c: Criterio): boolean =>
  atendeFiltros(b, c.filtros) && atendeBusca(b, c.busca);

/** Ids of the coils picked, or null when nothing is being filtered (every cell is plain). */
export function marcadas<B extends Filtravel & { id: number }>(
  bobinas: readonly B[],
  c: Criterio,
): ReadonlySet<number> | null {
  if (!criterioAtivo(c)) return null;
  const ids = new Set<number>();
  for (const b of bobinas) if (atende(b, c)) ids.add(b.id);
  return ids;
}

/**
 * The details call of docs/product/main-yard.md#coil-calls: both coils of the cell's column and
 * row, one per page. The clicked one must come first: N sorts before P, so ascending for a ground
 * coil, descending for a pyramid coil (a bare "page 1, size 1" could return its neighbour: a wrong
 * coil).
 */
export function consultaDeDetalhes(endereco: string) {
  const base = endereco.slice(0, 5);
  const resto = endereco.slice(6);
  return {
    page: 1,
    pageSize: 1,
    filter: `endereco=${base}N${resto} | endereco=${base}P${resto}`,
    orderBy: endereco.charAt(5) === 'P' ? 'endereco desc' : 'endereco',
  };
}
