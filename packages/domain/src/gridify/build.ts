import {
  type FilterNode,
  GRIDIFY_OPERATORS,
  GridifyError,
  type Operator,
  type OrderTerm,
} from './ast.ts';

const FIELD = /^[A-Za-z0-9_.]+$/;

type Part = string | null | undefined | false;

/**
 * Escapes a raw value so that the parser reads it back verbatim: the connectors, parentheses
 * and `/i`, the whitespace the parser would trim at either end, and the text `null`, which
 * would otherwise read as Gridify's null keyword.
 */
export function escapeValue(v: string): string {
  if (v === 'null') return '\\null';
  // Backslashes first, so the escapes added afterwards are not doubled.
  return v
    .replace(/[\\,|()]/g, '\\$&')
    .replace(/\/i/g, '\\/i')
    .replace(/^\s+|\s+$/g, (ws) => ws.replace(/./gs, '\\$&'));
}

/** One condition; a `null` value is Gridify's null keyword (`=` and `!=` only). */
export function cond(
  field: string,
  op: Operator,
  value: string | null,
  opts: { ci?: boolean } = {},
): string {
  if (!FIELD.test(field)) throw new GridifyError('filter', `invalid field name '${field}'`);
  if (!GRIDIFY_OPERATORS.includes(op)) throw new GridifyError('filter', `unknown operator '${op}'`);
  if (value === null) {
    if (op !== '=' && op !== '!=') throw new GridifyError('filter', `null with operator '${op}'`);
    return `${field}${op}null${opts.ci ? '/i' : ''}`;
  }
  const escaped = escapeValue(value);
  // `a=*x` would read as "contains x" and `a<=x` as "<=": a space keeps `=` + `*x` apart,
  // because the parser matches operators greedily but skips whitespace after them.
  const sep = GRIDIFY_OPERATORS.includes(`${op}${escaped[0] ?? ''}` as Operator) ? ' ' : '';
  return `${field}${op}${sep}${escaped}${opts.ci ? '/i' : ''}`;
}

/** Whether `part` has an unescaped `connector` outside any parentheses. */
function hasTopLevel(part: string, connector: ',' | '|'): boolean {
  let depth = 0;
  for (let i = 0; i < part.length; i++) {
    const ch = part[i];
    if (ch === '\\') i++;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === connector && depth === 0) return true;
  }
  return false;
}

// Connectors share one precedence level and apply left to right, so a part that mixes in
// the other connector must be parenthesised or it would swallow its neighbours.
function join(connector: ',' | '|', parts: Part[]): string {
  const other = connector === ',' ? '|' : ',';
  const kept = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  if (kept.length === 1) return kept[0] ?? '';
  return kept.map((p) => (hasTopLevel(p, other) ? `(${p})` : p)).join(connector);
}

export function and(...parts: Part[]): string {
  return join(',', parts);
}

export function or(...parts: Part[]): string {
  return join('|', parts);
}

/** Inverse of `parseFilter`: `parseFilter(buildFilter(n))` equals `n` (values trimmed). */
export function buildFilter(node: FilterNode | null): string {
  if (node === null) return '';
  if (node.kind === 'cond')
    return cond(node.field, node.op, node.value, { ci: node.caseInsensitive });
  // Left-to-right evaluation makes the left operand safe as is; a group on the right must be
  // parenthesised to keep the same tree (even for the same connector, to keep the shape).
  const left = buildFilter(node.left);
  const right =
    node.right.kind === 'cond' ? buildFilter(node.right) : `(${buildFilter(node.right)})`;
  return `${left}${node.kind === 'and' ? ',' : '|'}${right}`;
}

export function buildOrderBy(terms: OrderTerm[]): string {
  return terms
    .map((t) => {
      if (!FIELD.test(t.field))
        throw new GridifyError('orderBy', `invalid field name '${t.field}'`);
      const sufixo = t.nullCheck === 'hasValue' ? '?' : t.nullCheck === 'isNull' ? '!' : '';
      return `${t.field}${sufixo}${t.desc ? ' desc' : ''}`;
    })
    .join(', ');
}

/** Free-text search box: any of `fields` contains `term`, case-insensitively. */
export function searchFilter(fields: string[], term: string): string {
  const t = term.trim();
  if (t === '') return '';
  return or(...fields.map((f) => cond(f, '=*', t, { ci: true })));
}
