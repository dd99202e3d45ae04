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

function c(field: string, op: Operator, value: string | null, ci = false): Condition {
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

describe('Gridify compatibility: null keyword and escapes', () => {
  it.each([
    ['largura=null', c('largura', '=', null)],
    ['largura!=null', c('largura', '!=', null)],
    ['laminacaoAt = null ', c('laminacaoAt', '=', null)],
    ['item=null/i', c('item', '=', null, true)],
  ])('%s is the null keyword', (input, node) => {
    expect(parseFilter(input)).toEqual(node);
  });

  it.each([
    // Only = and != read the keyword (as Gridify does); elsewhere it is text.
    ['item=*null', c('item', '=*', 'null')],
    ['item^null', c('item', '^', 'null')],
    ['largura>null', c('largura', '>', 'null')],
    // Case-sensitive, whole value, and any escaped letter makes it text.
    ['item=NULL', c('item', '=', 'NULL')],
    ['item=nulls', c('item', '=', 'nulls')],
    ['item=\\null', c('item', '=', 'null')],
    ['item=nul\\l', c('item', '=', 'null')],
  ])('%s is text', (input, node) => {
    expect(parseFilter(input)).toEqual(node);
  });

  it.each([
    ['item=\\ test', ' test'],
    ['item=*\\ test', ' test'],
    ['item=test\\ ', 'test '],
    ['item=test\\  ', 'test '],
    ['item=\\x\\y', 'xy'],
    ['item=\\=', '='],
    ['item=a\\\\b', 'a\\b'],
    ['item=\\ /i', ' '],
  ])('a backslash escapes any character: %s', (input, value) => {
    expect((parseFilter(input) as Condition).value).toBe(value);
  });

  it('cond builds the keyword from null and escapes the text "null" and edge spaces', () => {
    expect(cond('largura', '=', null)).toBe('largura=null');
    expect(cond('largura', '!=', null)).toBe('largura!=null');
    expect(() => cond('largura', '>', null)).toThrow(GridifyError);
    expect(cond('item', '=', 'null')).toBe('item=\\null');
    expect(parseFilter(cond('item', '=', 'null', { ci: true }))).toEqual(
      c('item', '=', 'null', true),
    );
    expect(cond('item', '=*', ' test ')).toBe('item=*\\ test\\ ');
    expect(parseFilter(cond('item', '=*', ' test '))).toEqual(c('item', '=*', ' test '));
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

  it('reads the null-ordering suffixes: ? has value (nulls first), ! is null (nulls last)', () => {
    expect(parseOrderBy('laminacaoAt?')).toEqual([
      { field: 'laminacaoAt', desc: false, nullCheck: 'hasValue' },
    ]);
    expect(parseOrderBy('laminacaoAt!, largura? desc, lote')).toEqual([
      { field: 'laminacaoAt', desc: false, nullCheck: 'isNull' },
      { field: 'largura', desc: true, nullCheck: 'hasValue' },
      { field: 'lote', desc: false },
    ]);
  });

  it.each([
    'a,',
    ',a',
    'a,,b',
    'a desc asc',
    'a up',
    'a-b',
    'a=1',
    'a?!',
    'a ?',
    '?a',
    'a desc?',
    'a'.repeat(4097),
  ])('rejects %s', (i) => {
    expect(() => parseOrderBy(i)).toThrow(expect.objectContaining(orderByError));
  });
});

describe('builder', () => {
  it('escapes every special character', () => {
    expect(escapeValue('a,b|c(d)e\\f/ig/h')).toBe('a\\,b\\|c\\(d\\)e\\\\f\\/ig/h');
    expect(escapeValue(' a b\t')).toBe('\\ a b\\\t');
    expect(escapeValue('null')).toBe('\\null');
    expect(escapeValue('nulls')).toBe('nulls');
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
    const nulos = [
      { field: 'laminacaoAt', desc: false, nullCheck: 'hasValue' as const },
      { field: 'largura', desc: true, nullCheck: 'isNull' as const },
    ];
    expect(buildOrderBy(nulos)).toBe('laminacaoAt?, largura! desc');
    expect(parseOrderBy(buildOrderBy(nulos))).toEqual(nulos);
  });

  it('searchFilter', () => {
    expect(searchFilter(['lote', 'grupo'], '  ')).toBe('');
    expect(searchFilter(['lote', 'grupo'], ' A,1 ')).toBe('lote=*A\\,1/i|grupo=*A\\,1/i');
    expect(parseFilter(searchFilter(['lote'], 'x'))).toEqual(c('lote', '=*', 'x', true));
  });
});

// The builder escapes the whitespace the parser would trim and the text `null`, so values
// round-trip verbatim, and the null keyword round-trips as itself.
describe('properties', () => {
  // Every special character of the syntax, plus whitespace, non-ASCII and the null keyword.
  const special = fc.constantFrom(...',|()\\/i *=ç', '/i', '😀', '\u00a0', 'null', '\t');
  const valueArb = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc
      .array(fc.oneof(special, fc.string({ maxLength: 3 })), { maxLength: 8 })
      .map((xs) => xs.join('')),
  );
  const condArb = fc
    .record({
      kind: fc.constant('cond' as const),
      field: fc.constantFrom('lote', 'bobina.lote', 'Tipo', 'seq_2'),
      op: fc.constantFrom(...GRIDIFY_OPERATORS),
      value: fc.oneof(valueArb, fc.constant(null)),
      caseInsensitive: fc.boolean(),
    })
    .map(
      (n): Condition => (n.op === '=' || n.op === '!=' ? n : { ...n, value: n.value ?? 'null' }),
    );
  const { tree } = fc.letrec<{ tree: FilterNode; group: FilterNode }>((tie) => ({
    tree: fc.oneof({ depthSize: 'small', maxDepth: 6 }, condArb, tie('group')),
    group: fc.record({
      kind: fc.constantFrom('and' as const, 'or' as const),
      left: tie('tree'),
      right: tie('tree'),
    }),
  }));

  it('parseFilter(buildFilter(tree)) equals tree', () => {
    fc.assert(
      fc.property(tree, (t) => {
        expect(parseFilter(buildFilter(t))).toEqual(t);
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
