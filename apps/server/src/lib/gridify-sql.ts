import {
  type Condition,
  type FilterNode,
  GridifyError,
  type GridifyErrorKind,
  type Operator,
  parseFilter,
  parseOrderBy,
} from '@patio/domain';
import { type AnyColumn, is, SQL, sql } from 'drizzle-orm';

export type FieldType = 'text' | 'int' | 'number' | 'bool' | 'timestamp';
export interface FieldDef {
  column: AnyColumn | SQL;
  type: FieldType;
}
/** Keys are the public (API) field names, matched case-insensitively. */
export type FieldMap = Record<string, FieldDef>;

type LikeOp = '=*' | '^' | '$';
type CompareOp = '=' | '<' | '>' | '<=' | '>=';

const NEGATION_OF: Partial<Record<Operator, Operator>> = {
  '!=': '=',
  '!*': '=*',
  '!^': '^',
  '!$': '$',
};
const LIKE_OPS = new Set<Operator>(['=*', '^', '$']);

const fail = (detail: string): never => {
  throw new GridifyError('filter', detail);
};

function lookup(fields: FieldMap, name: string, kind: GridifyErrorKind): FieldDef {
  const wanted = name.toLowerCase();
  for (const [key, def] of Object.entries(fields)) if (key.toLowerCase() === wanted) return def;
  throw new GridifyError(kind, `unknown field '${name}'`);
}

// Arbitrary SQL expressions are parenthesised so operators and casts bind to the whole of them.
const expr = (def: FieldDef): SQL =>
  is(def.column, SQL) ? sql`(${def.column})` : sql`${def.column}`;

const escapeLike = (v: string): string => v.replace(/[\\%_]/g, '\\$&');

function likeSql(target: SQL, op: LikeOp, value: string, ci: boolean): SQL {
  const v = escapeLike(value);
  const pattern = op === '^' ? `${v}%` : op === '$' ? `%${v}` : `%${v}%`;
  return sql`${target} ${sql.raw(ci ? 'ILIKE' : 'LIKE')} ${pattern} ESCAPE '\\'`;
}

function parseNumber(value: string, int: boolean): number {
  const ok = int
    ? /^[+-]?\d+$/.test(value)
    : /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(value);
  const n = Number(value);
  if (!ok || !Number.isFinite(n) || (int && !Number.isSafeInteger(n)))
    fail(`not a number '${value}'`);
  return n;
}

function parseBool(value: string): boolean {
  const v = value.toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return fail(`not a boolean '${value}'`);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const isoLocal = (d: Date): string =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T` +
  `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/**
 * A date or datetime names a period as long as its precision (a day, a minute, a second),
 * returned as [start, end) in wall-clock time: the database reads it in the session time zone.
 */
function parsePeriod(value: string): { start: string; end: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!m) return fail(`not a date '${value}'`);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m
    .slice(1)
    .map((x) => (x === undefined ? undefined : Number(x)));
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 19xx.
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s);
  // Date silently rolls 2024-02-30 over to March; a calendar round trip catches that.
  const roundTrips =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s;
  if (!roundTrips) fail(`invalid date '${value}'`);
  const step = m[6] !== undefined ? 1000 : m[4] !== undefined ? 60_000 : 86_400_000;
  return { start: isoLocal(date), end: isoLocal(new Date(date.getTime() + step)) };
}

function compareSql(def: FieldDef, col: SQL, op: CompareOp, value: string, ci: boolean): SQL {
  const sqlOp = sql.raw(op);
  switch (def.type) {
    case 'text':
      return ci ? sql`lower(${col}) ${sqlOp} lower(${value}::text)` : sql`${col} ${sqlOp} ${value}`;
    // Explicit casts: an int4 column would otherwise reject a parameter beyond its range.
    case 'int':
      return sql`${col} ${sqlOp} ${parseNumber(value, true)}::bigint`;
    case 'number':
      return sql`${col} ${sqlOp} ${parseNumber(value, false)}::numeric`;
    case 'bool':
      if (op !== '=') fail(`operator ${op} not allowed on a boolean`);
      return sql`${col} = ${parseBool(value)}`;
    case 'timestamp': {
      const { start, end } = parsePeriod(value);
      if (op === '=') return sql`(${col} >= ${start} AND ${col} < ${end})`;
      if (op === '<') return sql`${col} < ${start}`;
      if (op === '<=') return sql`${col} < ${end}`;
      if (op === '>') return sql`${col} >= ${end}`;
      return sql`${col} >= ${start}`;
    }
  }
}

function positiveSql(def: FieldDef, col: SQL, op: Operator, value: string, ci: boolean): SQL {
  if (!LIKE_OPS.has(op)) return compareSql(def, col, op as CompareOp, value, ci);
  // Non-text columns are searched as the user sees them rendered.
  const target =
    def.type === 'text'
      ? col
      : def.type === 'int' || def.type === 'number'
        ? sql`${col}::text`
        : def.type === 'timestamp'
          ? sql`to_char(${col}, 'DD/MM/YYYY HH24:MI')`
          : fail(`operator ${op} not allowed on a boolean`);
  return likeSql(target, op as LikeOp, value, ci);
}

function conditionSql(c: Condition, fields: FieldMap): SQL {
  const def = lookup(fields, c.field, 'filter');
  const col = expr(def);
  const value = c.value;
  // Gridify's null keyword (`campo=null`): only a NULL, on every type; unlike `campo=`, an
  // empty text is not null. The parser gives it to = and != only.
  if (value === null) return c.op === '=' ? sql`${col} IS NULL` : sql`${col} IS NOT NULL`;
  if (value === '' && (c.op === '=' || c.op === '!=')) {
    const empty = def.type === 'text' ? sql`(${col} IS NULL OR ${col} = '')` : sql`${col} IS NULL`;
    return c.op === '=' ? empty : sql`NOT (${empty})`;
  }
  const positive = NEGATION_OF[c.op];
  // Like C#/LINQ, a NULL is "not equal to" and "does not contain" anything.
  if (positive !== undefined) {
    const matches = positiveSql(def, col, positive, value, c.caseInsensitive);
    return sql`(${col} IS NULL OR NOT (${matches}))`;
  }
  return positiveSql(def, col, c.op, value, c.caseInsensitive);
}

/**
 * Alternating connectors (`a|b,c|d,...`) nest one level each and cannot be flattened; PostgreSQL
 * (PGlite especially, with its small stack) fails on a few hundred levels, so refuse early.
 */
const MAX_SQL_DEPTH = 64;

function nodeSql(node: FilterNode, fields: FieldMap, depth = 0): SQL {
  if (node.kind === 'cond') return conditionSql(node, fields);
  if (depth >= MAX_SQL_DEPTH) fail('filter too complex');
  // A left spine of one connector becomes one flat list: shallower SQL and recursion.
  const operands: FilterNode[] = [];
  let n: FilterNode = node;
  while (n.kind !== 'cond' && n.kind === node.kind) {
    operands.push(n.right);
    n = n.left;
  }
  operands.push(n);
  operands.reverse();
  const joiner = sql.raw(node.kind === 'and' ? ' AND ' : ' OR ');
  return sql`(${sql.join(
    operands.map((o) => nodeSql(o, fields, depth + 1)),
    joiner,
  )})`;
}

/** Gridify filter → WHERE condition; `undefined` when there is nothing to filter. */
export function filterToSql(filter: string | undefined, fields: FieldMap): SQL | undefined {
  const node = parseFilter(filter ?? '');
  return node === null ? undefined : nodeSql(node, fields);
}

/**
 * Gridify orderBy → ORDER BY terms; `fallback` (same syntax) applies when `orderBy` is empty.
 * NULLs sort last in both directions so that blank cells never fill the first page, unless a
 * term asks otherwise with Gridify's suffixes: `campo?` sorts by "has a value" (false first, so
 * nulls first ascending), `campo!` by "is null" (nulls last ascending), as Gridify's
 * `OrderBy(p => p.Campo.HasValue)` and `OrderBy(p => !p.Campo.HasValue)` do.
 */
export function orderByToSql(
  orderBy: string | undefined,
  fields: FieldMap,
  fallback: string,
): SQL[] {
  const requested = parseOrderBy(orderBy ?? '');
  const terms = requested.length > 0 ? requested : parseOrderBy(fallback);
  return terms.map((t) => {
    const col = expr(lookup(fields, t.field, 'orderBy'));
    const dir = sql.raw(t.desc ? 'DESC' : 'ASC');
    if (t.nullCheck === 'hasValue') return sql`(${col} IS NOT NULL) ${dir}`;
    if (t.nullCheck === 'isNull') return sql`(${col} IS NULL) ${dir}`;
    return sql`${col} ${dir} NULLS LAST`;
  });
}
