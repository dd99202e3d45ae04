import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  and,
  buildFilter,
  buildOrderBy,
  type Condition,
  cond,
  escapeValue,
  type FilterNode,
  GRIDIFY_OPERATORS,
  GridifyError,
  type Operator,
  or,
  parseFilter,
  parseOrderBy,
  searchFilter,
} from './index.ts';

function c(field: string, op: Operator, value: string, ci = false): Condition {
  return { kind: 'cond', field, op, value, caseInsensitive: ci };
}
const AND = (left: FilterNode, right: FilterNode): FilterNode => ({ kind: 'and', left, right });
const OR = (left: FilterNode, right: FilterNode): FilterNode => ({ kind: 'or', left, right });

const filterError = { name: 'GridifyError', kind: 'filter', message: 'Filtro inválido' };
const orderByError = { name: 'GridifyError', kind: 'orderBy', message: 'Ordenação inválida' };

describe('parseFilter', () => {
  it.each(GRIDIFY_OPERATORS.map((op) => [op]))('parses operator %s', (op) => {
    expect(parseFilter(`lote${op}abc`)).toEqual(c('lote', op, 'abc'));
  });

  it('returns null for empty or blank input', () => {
    expect(parseFilter('')).toBeNull();
    expect(parseFilter('  \t ')).toBeNull();
  });

  it('reads /i as the case-insensitive flag', () => {
    expect(parseFilter('lote=*abc/i')).toEqual(c('lote', '=*', 'abc', true));
    expect(parseFilter('lote=abc /i ')).toEqual(c('lote', '=', 'abc', true));
    expect(parseFilter('lote=a/ib')).toEqual(c('lote', '=', 'a/ib'));
    expect(parseFilter('lote=/i')).toEqual(c('lote', '=', '', true));
  });

  it.each([
    ['lote=*A\\,B', 'A,B'],
    ['lote=A\\|B', 'A|B'],
    ['lote=\\(A\\)', '(A)'],
    ['lote=A\\\\B', 'A\\B'],
    ['x=abc\\/i', 'abc/i'],
    ['x=a\\/b', 'a/b'],
    ['x=abc\\\\', 'abc\\'],
  ])('unescapes %s', (input, value) => {
    const node = parseFilter(input) as Condition;
    expect(node.value).toBe(value);
    expect(node.caseInsensitive).toBe(false);
  });

  it('keeps a flag after an escaped backslash', () => {
    expect(parseFilter('x=abc\\\\/i')).toEqual(c('x', '=', 'abc\\', true));
  });

  it('evaluates , and | left to right with equal precedence', () => {
    const [a, b, d] = [c('a', '=', '1'), c('b', '=', '2'), c('c', '=', '3')];
    expect(parseFilter('a=1|b=2,c=3')).toEqual(AND(OR(a, b), d));
    expect(parseFilter('a=1,b=2|c=3')).toEqual(OR(AND(a, b), d));
    expect(parseFilter('a=1,b=2,c=3')).toEqual(AND(AND(a, b), d));
  });

  it('groups with parentheses', () => {
    const [a, b, d] = [c('a', '=', '1'), c('b', '=', '2'), c('c', '=', '3')];
    expect(parseFilter('a=1|(b=2,c=3)')).toEqual(OR(a, AND(b, d)));
    expect(parseFilter('((a=1))')).toEqual(a);
    expect(parseFilter(' ( a=1 | b=2 ) , c=3 ')).toEqual(AND(OR(a, b), d));
  });

  it('accepts empty values', () => {
    expect(parseFilter('obs=')).toEqual(c('obs', '=', ''));
    expect(parseFilter('obs!=,a=1')).toEqual(AND(c('obs', '!=', ''), c('a', '=', '1')));
    expect(parseFilter('(obs=)')).toEqual(c('obs', '=', ''));
  });

  it('ignores whitespace around names, operators and connectors but not inside values', () => {
    expect(parseFilter('lote=*x/i, grupo=LQ')).toEqual(
      AND(c('lote', '=*', 'x', true), c('grupo', '=', 'LQ')),
    );
    const ab = OR(c('a', '=', '1'), c('b', '=', '2'));
    expect(parseFilter('a=1 | b=2')).toEqual(ab);
    expect(parseFilter('a=1| b=2')).toEqual(ab);
    expect(parseFilter('  a  =  1  |b=2')).toEqual(ab);
    expect(parseFilter('nome=João  da Silva ')).toEqual(c('nome', '=', 'João  da Silva'));
    expect(parseFilter('a = *x')).toEqual(c('a', '=', '*x'));
  });

  it('keeps field names as written', () => {
    expect(parseFilter('bobina.lote=1')).toEqual(c('bobina.lote', '=', '1'));
    expect(parseFilter('Ticada=true')).toEqual(c('Ticada', '=', 'true'));
    expect(parseFilter('peso_kg>=10')).toEqual(c('peso_kg', '>=', '10'));
  });

  it('takes value characters that are not connectors literally', () => {
    expect(parseFilter('a==1')).toEqual(c('a', '=', '=1'));
    expect(parseFilter('a=x^y$z*')).toEqual(c('a', '=', 'x^y$z*'));
  });

  it.each([
    ['unknown operator', 'lote~1'],
    ['lone bang', 'lote!1'],
    ['field only', 'lote'],
    ['missing field', '=1'],
    ['missing field after connector', 'a=1,=2'],
    ['unbalanced open', '(a=1'],
    ['unbalanced close', 'a=1)'],
    ['unbalanced nested', '((a=1)'],
    ['dangling and', 'a=1,'],
    ['dangling or', 'a=1|'],
    ['leading connector', ',a=1'],
    ['double connector', 'a=1,,b=2'],
    ['empty group', '()'],
    ['empty group in expr', 'a=1,()'],
    ['trailing backslash', 'a=x\\'],
    ['unknown escape', 'a=\\x'],
    ['unescaped paren in value', 'a=f(x'],
    ['space in field', 'bobina lote=1'],
    ['junk after group', '(a=1)b=2'],
    ['too long', `a=${'x'.repeat(4096)}`],
    ['too deep', `${'('.repeat(33)}a=1${')'.repeat(33)}`],
  ])('rejects %s', (_name, input) => {
    expect(() => parseFilter(input)).toThrow(expect.objectContaining(filterError));
    expect(() => parseFilter(input)).toThrow(GridifyError);
  });

  it('accepts nesting up to the depth limit', () => {
    expect(parseFilter(`${'('.repeat(32)}a=1${')'.repeat(32)}`)).toEqual(c('a', '=', '1'));
  });

  it('handles a long flat chain without recursion trouble', () => {
    const input = Array.from({ length: 800 }, (_, i) => `a=${i % 10}`).join('|');
    expect(parseFilter(input)?.kind).toBe('or');
  });
});

describe('parseOrderBy', () => {
  it('parses terms and directions', () => {
    expect(parseOrderBy('')).toEqual([]);
    expect(parseOrderBy('  ')).toEqual([]);
    expect(parseOrderBy('lote')).toEqual([{ field: 'lote', desc: false }]);
    expect(parseOrderBy('createdAt desc')).toEqual([{ field: 'createdAt', desc: true }]);
    expect(parseOrderBy('bobina.lote DESC , sequencia,  peso   Asc')).toEqual([
      { field: 'bobina.lote', desc: true },
      { field: 'sequencia', desc: false },
      { field: 'peso', desc: false },
    ]);
  });

  it.each(['a,', ',a', 'a,,b', 'a desc asc', 'a up', 'a-b', 'a=1', 'a'.repeat(4097)])(
    'rejects %s',
    (i) => {
      expect(() => parseOrderBy(i)).toThrow(expect.objectContaining(orderByError));
    },
  );
});

describe('builder', () => {
  it('escapes every special character', () => {
    expect(escapeValue('a,b|c(d)e\\f/ig/h')).toBe('a\\,b\\|c\\(d\\)e\\\\f\\/ig/h');
  });

  it('builds conditions that parse back', () => {
    expect(cond('lote', '=*', 'A,B', { ci: true })).toBe('lote=*A\\,B/i');
    expect(parseFilter(cond('x', '=', 'abc/i'))).toEqual(c('x', '=', 'abc/i'));
    // Values that would otherwise merge into a longer operator.
    expect(parseFilter(cond('a', '=', '*x'))).toEqual(c('a', '=', '*x'));
    expect(parseFilter(cond('a', '<', '=x'))).toEqual(c('a', '<', '=x'));
    expect(parseFilter(cond('a', '>', '=x'))).toEqual(c('a', '>', '=x'));
    expect(() => cond('a b', '=', '1')).toThrow(GridifyError);
  });

  it('and/or skip empty parts and parenthesise mixed connectors', () => {
    expect(and('a=1', null, '', undefined, false, 'b=2')).toBe('a=1,b=2');
    expect(or()).toBe('');
    expect(and('a=1|b=2')).toBe('a=1|b=2');
    expect(and('a=1|b=2', 'c=3|d=4')).toBe('(a=1|b=2),(c=3|d=4)');
    expect(or('a=1,b=2', 'c=3')).toBe('(a=1,b=2)|c=3');
    expect(and('a=\\|x', '(b=1|c=2),d=3', 'e=4')).toBe('a=\\|x,(b=1|c=2),d=3,e=4');
    const parsed = parseFilter(and('a=1|b=2', 'c=3|d=4'));
    expect(parsed).toEqual(
      AND(OR(c('a', '=', '1'), c('b', '=', '2')), OR(c('c', '=', '3'), c('d', '=', '4'))),
    );
  });

  it('buildFilter is the inverse of parseFilter on simple trees', () => {
    for (const input of ['a=1|(b=2,c=3)', 'a=1|b=2,c=3', '(a=1,b=2)|(c=3|d=4)', 'x!=']) {
      const tree = parseFilter(input);
      expect(parseFilter(buildFilter(tree))).toEqual(tree);
    }
    expect(buildFilter(null)).toBe('');
  });

  it('buildOrderBy', () => {
    expect(
      buildOrderBy([
        { field: 'a', desc: false },
        { field: 'b.c', desc: true },
      ]),
    ).toBe('a, b.c desc');
    expect(buildOrderBy([])).toBe('');
  });

  it('searchFilter', () => {
    expect(searchFilter(['lote', 'grupo'], '  ')).toBe('');
    expect(searchFilter(['lote', 'grupo'], ' A,1 ')).toBe('lote=*A\\,1/i|grupo=*A\\,1/i');
    expect(parseFilter(searchFilter(['lote'], 'x'))).toEqual(c('lote', '=*', 'x', true));
  });
});

// Leading/trailing whitespace of values is trimmed by the parser and the grammar has no way to
// escape it, so the round trip compares values after trim() rather than widening the syntax.
describe('properties', () => {
  // Every special character of the syntax, plus whitespace and non-ASCII.
  const special = fc.constantFrom(...',|()\\/i *=ç', '/i', '😀', '\u00a0');
  const valueArb = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc
      .array(fc.oneof(special, fc.string({ maxLength: 3 })), { maxLength: 8 })
      .map((xs) => xs.join('')),
  );
  const condArb = fc.record({
    kind: fc.constant('cond' as const),
    field: fc.constantFrom('lote', 'bobina.lote', 'Tipo', 'seq_2'),
    op: fc.constantFrom(...GRIDIFY_OPERATORS),
    value: valueArb,
    caseInsensitive: fc.boolean(),
  });
  const { tree } = fc.letrec<{ tree: FilterNode; group: FilterNode }>((tie) => ({
    tree: fc.oneof({ depthSize: 'small', maxDepth: 6 }, condArb, tie('group')),
    group: fc.record({
      kind: fc.constantFrom('and' as const, 'or' as const),
      left: tie('tree'),
      right: tie('tree'),
    }),
  }));

  const trimmed = (n: FilterNode): FilterNode =>
    n.kind === 'cond'
      ? { ...n, value: n.value.trim() }
      : { ...n, left: trimmed(n.left), right: trimmed(n.right) };

  it('parseFilter(buildFilter(tree)) equals tree up to value trimming', () => {
    fc.assert(
      fc.property(tree, (t) => {
        expect(parseFilter(buildFilter(t))).toEqual(trimmed(t));
      }),
      { numRuns: 1000 },
    );
  });

  it('parseFilter throws nothing but GridifyError on arbitrary input', () => {
    const input = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc
        .array(
          fc.oneof(
            special,
            fc.constantFrom(...GRIDIFY_OPERATORS),
            fc.constantFrom('a', 'b.c', ')('),
          ),
          { maxLength: 30 },
        )
        .map((xs) => xs.join('')),
    );
    fc.assert(
      fc.property(input, (s) => {
        try {
          parseFilter(s);
          parseOrderBy(s);
        } catch (e) {
          if (!(e instanceof GridifyError)) throw e;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
