/**
 * List state as it lives in the URL (page, size, sort, search, filters) and its translation
 * into the API's list parameters. Pure functions: the hook and the tests share them.
 */
import { and, cond, type Operator, or, searchFilter } from '@patio/domain';

export interface Sort {
  field: string;
  desc: boolean;
}

export interface ListState {
  page: number;
  pageSize: number;
  sort: Sort | null;
  search: string;
  /** Filter-dialog values by field name; empty values are dropped. */
  filters: Record<string, string>;
}

/** How one filter-dialog field becomes a condition: contains /i (default) or exact. */
export interface FilterField {
  op?: Operator;
  ci?: boolean;
  /** The API field it filters, when not the dialog field's own name (a date range's `de`/`ate`). */
  field?: string;
}

export interface ListConfig {
  pageSizes: readonly number[];
  defaultPageSize: number;
  defaultSort: Sort | null;
  /** Fields the search box ORs over with contains /i. */
  searchFields: readonly string[];
  /** Extra search terms built from the typed text (e.g. a numeric-only exact match). */
  searchExtra?: (term: string) => string | null;
  filterFields?: Readonly<Record<string, FilterField>>;
  /** Always ANDed in (the reserve list's Tipo and Ticada); may depend on the filters chosen. */
  fixedFilter?: string | ((state: ListState) => string | undefined);
}

const FILTER_PREFIX = 'f.';

export function readState(params: URLSearchParams, config: ListConfig): ListState {
  const int = (v: string | null, d: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : d;
  };
  const size = int(params.get('pageSize'), config.defaultPageSize);
  const sortRaw = params.get('sort');
  const sort: Sort | null = sortRaw
    ? { field: sortRaw.replace(/^-/, ''), desc: sortRaw.startsWith('-') }
    : config.defaultSort;
  const filters: Record<string, string> = {};
  for (const [k, v] of params) {
    if (k.startsWith(FILTER_PREFIX) && v) filters[k.slice(FILTER_PREFIX.length)] = v;
  }
  return {
    page: int(params.get('page'), 1),
    pageSize: config.pageSizes.includes(size) ? size : config.defaultPageSize,
    sort,
    search: params.get('q') ?? '',
    filters,
  };
}

const OWN_KEYS = new Set(['page', 'pageSize', 'sort', 'q']);

/**
 * Writes only what differs from the defaults, so a clean list has a clean URL. Parameters the
 * list does not own (a screen's `tipoPatio`, `view`, …) are kept from `keep`.
 */
export function writeState(
  state: ListState,
  config: ListConfig,
  keep?: URLSearchParams,
): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of keep ?? []) {
    if (!OWN_KEYS.has(k) && !k.startsWith(FILTER_PREFIX)) p.append(k, v);
  }
  if (state.page !== 1) p.set('page', String(state.page));
  if (state.pageSize !== config.defaultPageSize) p.set('pageSize', String(state.pageSize));
  const d = config.defaultSort;
  const s = state.sort;
  if (s && !(d && d.field === s.field && d.desc === s.desc)) {
    p.set('sort', `${s.desc ? '-' : ''}${s.field}`);
  }
  if (state.search) p.set('q', state.search);
  for (const [k, v] of Object.entries(state.filters)) if (v) p.set(`${FILTER_PREFIX}${k}`, v);
  return p;
}

/** The URL after a change to the list's state (a patch over what `prev` holds). */
export function patchParams(
  prev: URLSearchParams,
  patch: Partial<ListState>,
  config: ListConfig,
): URLSearchParams {
  return writeState({ ...readState(prev, config), ...patch }, config, prev);
}

/** First click ascending; a second click on the same column toggles descending. */
export function toggleSort(current: Sort | null, field: string): Sort {
  if (current?.field === field) return { field, desc: !current.desc };
  return { field, desc: false };
}

export interface ListParams {
  page: number;
  pageSize: number;
  orderBy?: string;
  filter?: string;
}

export function toParams(state: ListState, config: ListConfig): ListParams {
  const term = state.search.trim();
  const busca = term
    ? or(searchFilter([...config.searchFields], term), config.searchExtra?.(term))
    : '';
  const dialogo = and(
    ...Object.entries(state.filters).map(([field, value]) => {
      const f = config.filterFields?.[field] ?? {};
      const v = value.trim();
      return v ? cond(f.field ?? field, f.op ?? '=*', v, { ci: f.ci ?? true }) : null;
    }),
  );
  const fixo =
    typeof config.fixedFilter === 'function' ? config.fixedFilter(state) : config.fixedFilter;
  const filter = and(fixo, busca, dialogo);
  const orderBy = state.sort ? `${state.sort.field}${state.sort.desc ? ' desc' : ''}` : undefined;
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(orderBy ? { orderBy } : {}),
    ...(filter ? { filter } : {}),
  };
}

/**
 * Page buttons of docs/product/main-yard.md#pagination: every page up to 10; beyond, a window
 * around the current page, ellipsis markers (-1) and the last 4 pages.
 */
export function pageWindow(current: number, total: number): number[] {
  if (total <= 10) return Array.from({ length: total }, (_, i) => i + 1);
  const tailStart = total - 3;
  const start = Math.max(1, Math.min(current - 2, tailStart - 5));
  const end = start + 4;
  const pages: number[] = [];
  if (start > 1) pages.push(1);
  if (start > 2) pages.push(-1);
  for (let p = start; p <= end; p++) pages.push(p);
  if (end < tailStart - 1) pages.push(-1);
  for (let p = tailStart; p <= total; p++) pages.push(p);
  return pages;
}
