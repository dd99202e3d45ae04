import {
  type Condition,
  type FilterNode,
  GRIDIFY_OPERATORS,
  GridifyError,
  type Operator,
  type OrderTerm,
} from './ast.ts';

/** Hostile-input guards: the grammar is linear except for parentheses, which recurse. */
const MAX_INPUT_LENGTH = 4096;
const MAX_DEPTH = 32;

const FIELD_CHAR = /^[A-Za-z0-9_.]$/;
// Same character set as String.prototype.trim, so callers can predict what is trimmed.
const WS = /^\s$/;

const isWs = (ch: string | undefined): boolean => ch !== undefined && WS.test(ch);

interface Piece {
  ch: string;
  escaped: boolean;
}

class FilterParser {
  private pos = 0;

  constructor(private readonly input: string) {}

  parse(): FilterNode {
    const node = this.parseExpr(0);
    this.skipWs();
    if (this.pos < this.input.length) this.fail(`unexpected '${this.input[this.pos]}'`);
    return node;
  }

  // `,` and `|` share one precedence level and associate to the left, so a loop suffices.
  private parseExpr(depth: number): FilterNode {
    let left = this.parseTerm(depth);
    for (;;) {
      this.skipWs();
      const c = this.input[this.pos];
      if (c !== ',' && c !== '|') return left;
      this.pos++;
      const right = this.parseTerm(depth);
      left = { kind: c === ',' ? 'and' : 'or', left, right };
    }
  }

  private parseTerm(depth: number): FilterNode {
    this.skipWs();
    if (this.input[this.pos] !== '(') return this.parseCondition();
    if (depth >= MAX_DEPTH) this.fail('nesting too deep');
    this.pos++;
    const node = this.parseExpr(depth + 1);
    this.skipWs();
    if (this.input[this.pos] !== ')') this.fail('missing )');
    this.pos++;
    return node;
  }

  private parseCondition(): Condition {
    const start = this.pos;
    while (this.pos < this.input.length && FIELD_CHAR.test(this.input[this.pos] ?? '')) this.pos++;
    const field = this.input.slice(start, this.pos);
    if (field === '') this.fail('missing field');
    this.skipWs();
    const op = this.readOperator();
    this.skipWs();
    const { value, caseInsensitive } = this.readValue(op);
    return { kind: 'cond', field, op, value, caseInsensitive };
  }

  private readOperator(): Operator {
    const op = GRIDIFY_OPERATORS.find((o) => this.input.startsWith(o, this.pos));
    if (op === undefined) this.fail('unknown operator');
    this.pos += op.length;
    return op;
  }

  private readValue(op: Operator): { value: string | null; caseInsensitive: boolean } {
    const pieces: Piece[] = [];
    for (;;) {
      const ch = this.input[this.pos];
      if (ch === undefined || ch === ',' || ch === '|' || ch === ')') break;
      if (ch === '(') this.fail('unescaped ( in value');
      this.pos++;
      if (ch !== '\\') {
        pieces.push({ ch, escaped: false });
        continue;
      }
      // As in Gridify, a backslash escapes any character: `\ ` keeps a space the trim would drop.
      const next = this.input[this.pos];
      if (next === undefined) this.fail('trailing backslash');
      this.pos++;
      pieces.push({ ch: next, escaped: true });
    }
    trimEnd(pieces);
    const n = pieces.length;
    const slash = pieces[n - 2];
    const i = pieces[n - 1];
    // Only an unescaped `/i` at the very end is the flag; `\/i` is literal text.
    const caseInsensitive = slash?.ch === '/' && !slash.escaped && i?.ch === 'i' && !i.escaped;
    if (caseInsensitive) {
      pieces.length = n - 2;
      trimEnd(pieces);
    }
    const value = pieces.map((p) => p.ch).join('');
    // Gridify's `null` keyword, on = and != only; any escaped letter makes it the text "null".
    const keyword =
      value === 'null' && (op === '=' || op === '!=') && pieces.every((p) => !p.escaped);
    return { value: keyword ? null : value, caseInsensitive };
  }

  private skipWs(): void {
    while (isWs(this.input[this.pos])) this.pos++;
  }

  private fail(detail: string): never {
    throw new GridifyError('filter', `${detail} at ${this.pos}`);
  }
}

// Escaped whitespace is kept. Leading whitespace never reaches here because the parser skips
// it after the operator.
function trimEnd(pieces: Piece[]): void {
  for (;;) {
    const last = pieces[pieces.length - 1];
    if (last === undefined || last.escaped || !isWs(last.ch)) return;
    pieces.pop();
  }
}

/** Parses a Gridify filter; `null` for an empty or whitespace-only string. */
export function parseFilter(input: string): FilterNode | null {
  if (input.length > MAX_INPUT_LENGTH) throw new GridifyError('filter', 'input too long');
  if (input.trim() === '') return null;
  return new FilterParser(input).parse();
}

const ORDER_TERM = /^([A-Za-z0-9_.]+)([?!])?(?:\s+(asc|desc))?$/i;

/**
 * Parses a Gridify orderBy (`a, b desc`, `a?`, `a! desc`); `[]` for an empty or
 * whitespace-only string.
 */
export function parseOrderBy(input: string): OrderTerm[] {
  if (input.length > MAX_INPUT_LENGTH) throw new GridifyError('orderBy', 'input too long');
  if (input.trim() === '') return [];
  return input.split(',').map((raw) => {
    const m = ORDER_TERM.exec(raw.trim());
    const field = m?.[1];
    if (field === undefined) throw new GridifyError('orderBy', `bad term '${raw}'`);
    const term: OrderTerm = { field, desc: m?.[3]?.toLowerCase() === 'desc' };
    if (m?.[2]) term.nullCheck = m[2] === '?' ? 'hasValue' : 'isNull';
    return term;
  });
}
