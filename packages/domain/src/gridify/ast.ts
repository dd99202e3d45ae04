/** Gridify filter/orderBy AST, shared by the server (SQL translation) and the web client (builder). */

export type Operator = '=' | '!=' | '<' | '>' | '<=' | '>=' | '=*' | '!*' | '^' | '!^' | '$' | '!$';

/** All operators; two-character ones first so a greedy tokenizer can try them in order. */
export const GRIDIFY_OPERATORS: readonly Operator[] = [
  '!=',
  '<=',
  '>=',
  '=*',
  '!*',
  '!^',
  '!$',
  '=',
  '<',
  '>',
  '^',
  '$',
];

export interface Condition {
  kind: 'cond';
  field: string;
  op: Operator;
  /**
   * The unescaped value; `null` for Gridify's `null` keyword (`campo=null`, `campo!=null`),
   * which only `=` and `!=` read so. An escaped `\null` is the text "null".
   */
  value: string | null;
  caseInsensitive: boolean;
}

/** Binary and left-associative: `a,b,c` is `and(and(a,b),c)`. */
export interface Group {
  kind: 'and' | 'or';
  left: FilterNode;
  right: FilterNode;
}

export type FilterNode = Condition | Group;

export interface OrderTerm {
  field: string;
  desc: boolean;
  /**
   * Gridify's null-ordering suffixes: `campo?` sorts by whether the field has a value
   * (ascending: nulls first), `campo!` by whether it is null (ascending: nulls last). The term
   * then sorts by that alone, as in Gridify; add a plain term to sort the values too.
   */
  nullCheck?: 'hasValue' | 'isNull';
}

export type GridifyErrorKind = 'filter' | 'orderBy';

const MESSAGES: Record<GridifyErrorKind, string> = {
  filter: 'Filtro inválido',
  orderBy: 'Ordenação inválida',
};

/**
 * The message is fixed per kind because it is shown to end users (in Portuguese);
 * `detail` carries the technical reason for logs and tests and must not be shown.
 */
export class GridifyError extends Error {
  readonly kind: GridifyErrorKind;
  readonly detail: string | undefined;

  constructor(kind: GridifyErrorKind, detail?: string) {
    super(MESSAGES[kind]);
    this.name = 'GridifyError';
    this.kind = kind;
    this.detail = detail;
  }
}
