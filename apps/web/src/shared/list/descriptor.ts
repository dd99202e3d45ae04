/**
 * One description per list screen: each field's label, whether the search box covers it, how
 * the filter dialog matches it, its name on the wire and how its cell renders. The table's
 * columns, the filter dialog and the list controller's query are all built from it, so a
 * field is described once (docs/ARCHITECTURE.md, "Lists on the web").
 */
import type { ReactNode } from 'react';
import type { HideBelow, ListColumn } from './columns.ts';
import type { FilterField, ListConfig, ListState, Sort } from './list-state.ts';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * How the filter dialog matches a field: 'contains' (a text box, substring in any case) or
 * 'exact' (a choice among `options`, the code as is). A custom condition (a date range's
 * bounds) is written out.
 */
export type FieldFilter = 'contains' | 'exact' | FilterField;

export interface ListField<Row> {
  /** The row property the cell reads; the form name in the filter dialog. */
  key: string;
  label: string;
  /** The name the API sorts, searches and filters it by, when not `key` ('bobina.lote'). */
  wire?: string;
  /**
   * The search box ORs over it (contains, any case); a number places it among the searched
   * fields (lower first) when the terms must not follow the columns' order.
   */
  search?: boolean | number;
  filter?: FieldFilter;
  /** The choices of an 'exact' filter in the dialog. */
  options?: readonly FilterOption[];
  /** false: a table column that does not sort. */
  sort?: boolean;
  /** false: not a table column (searched or filtered only). */
  column?: boolean;
  render?: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  hideBelow?: HideBelow;
}

/** The error texts of a list: a plain load, and a load with a search or a filter on. */
export interface ListErrors {
  title?: string;
  load: string;
  filter: string;
}

export interface ListDescriptor<Row> {
  /** Query-key root, e.g. 'usuarios'; `[resource, 'list', params]` is the list's key. */
  resource: string;
  /** The API path, when not `resource`. */
  path?: string;
  /** Reply property holding the rows, when not `resource` ('bobinas' for the events). */
  rowsKey?: string;
  pageSizes: readonly number[];
  /** When not the first of `pageSizes`. */
  defaultPageSize?: number;
  defaultSort: Sort | null;
  /** What the table says with no rows. */
  emptyText: string;
  /** What a row is, singular and plural ('bobina', 'bobinas'): the count over the table. */
  noun?: readonly [string, string];
  /** The row's test id ('row-<lote>'). */
  rowTestId(row: Row): string;
  fields: readonly ListField<Row>[];
  /** Extra search terms built from the typed text (e.g. a numeric-only exact match). */
  searchExtra?: (term: string) => string | null;
  /** Always ANDed in (the reserve list's Tipo and Ticada); may depend on the filters chosen. */
  fixedFilter?: string | ((state: ListState) => string | undefined);
  errors: ListErrors;
}

/** The API path and the reply's rows property. */
export const pathOf = (d: Pick<ListDescriptor<never>, 'resource' | 'path'>) => d.path ?? d.resource;
export const rowsKeyOf = (d: Pick<ListDescriptor<never>, 'resource' | 'rowsKey'>) =>
  d.rowsKey ?? d.resource;

export const wireName = (f: Pick<ListField<unknown>, 'key' | 'wire'>) => f.wire ?? f.key;

const CONTAINS: FilterField = {};
const EXACT: FilterField = { op: '=', ci: false };

function filterFieldOf(filter: FieldFilter): FilterField {
  if (filter === 'contains') return CONTAINS;
  if (filter === 'exact') return EXACT;
  return filter;
}

function searchFieldsOf<Row>(fields: readonly ListField<Row>[]): string[] {
  const rank = (f: ListField<Row>) => (typeof f.search === 'number' ? f.search : 0);
  return fields
    .filter((f) => f.search !== undefined && f.search !== false)
    .sort((a, b) => rank(a) - rank(b))
    .map(wireName);
}

/** What the URL state and the query need: search fields and filter conditions by wire name. */
export function listConfigOf<Row>(d: ListDescriptor<Row>): ListConfig {
  const filterFields: Record<string, FilterField> = {};
  for (const f of d.fields) if (f.filter) filterFields[wireName(f)] = filterFieldOf(f.filter);
  return {
    pageSizes: d.pageSizes,
    defaultPageSize: d.defaultPageSize ?? d.pageSizes[0] ?? 10,
    defaultSort: d.defaultSort,
    searchFields: searchFieldsOf(d.fields),
    filterFields,
    ...(d.searchExtra ? { searchExtra: d.searchExtra } : {}),
    ...(d.fixedFilter ? { fixedFilter: d.fixedFilter } : {}),
  };
}

/** The table's data columns, in the descriptor's order; screens append their action columns. */
export function columnsOf<Row>(d: Pick<ListDescriptor<Row>, 'fields'>): ListColumn<Row>[] {
  return d.fields
    .filter((f) => f.column !== false)
    .map((f) => ({
      key: f.key,
      title: f.label,
      sort: f.sort === false ? false : wireName(f),
      ...(f.render ? { render: f.render } : {}),
      ...(f.width !== undefined ? { width: f.width } : {}),
      ...(f.align ? { align: f.align } : {}),
      ...(f.hideBelow ? { hideBelow: f.hideBelow } : {}),
    }));
}

/** A field of the filter dialog: a text box, or a choice when it has options. */
export interface DialogField {
  key: string;
  label: string;
  wire: string;
  options?: readonly FilterOption[];
}

/**
 * The filter dialog's fields: those matched by 'contains' or 'exact' (custom conditions have
 * their own controls), the keys in `first` leading in that order, the rest as described.
 */
export function dialogFieldsOf<Row>(
  d: ListDescriptor<Row>,
  first: readonly string[] = [],
): DialogField[] {
  const inDialog = d.fields.filter((f) => f.filter === 'contains' || f.filter === 'exact');
  const rank = (k: string) => (first.includes(k) ? first.indexOf(k) : first.length);
  const sorted = [...inDialog].sort((a, b) => rank(a.key) - rank(b.key));
  return sorted.map((f) => ({
    key: f.key,
    label: f.label,
    wire: wireName(f),
    ...(f.options ? { options: f.options } : {}),
  }));
}

/** Filter values by wire name ('bobina.lote'), as the URL keeps them. */
export type Filters = Record<string, string>;

/** The form's values by wire name, trimmed, empty ones dropped: the URL carries only what was typed. */
export function filtersFromForm(fields: readonly DialogField[], form: Record<string, unknown>) {
  const out: Filters = {};
  for (const f of fields) {
    const v = form[f.key];
    const t = typeof v === 'string' ? v.trim() : '';
    if (t) out[f.wire] = t;
  }
  return out;
}

/** The filters on now as the form's values, by key. */
export function formFromFilters(fields: readonly DialogField[], filters: Filters) {
  const out: Filters = {};
  for (const f of fields) {
    const v = filters[f.wire];
    if (v !== undefined) out[f.key] = v;
  }
  return out;
}
