import fc from 'fast-check';
import type { JsonSchema } from './fuzz-rotas.ts';

/* What a hostile client types: the fuzzers' arbitraries, shared by the list and write files. */

/** One megabyte: past every field limit, well under the body limit. */
export const UM_MEGA = 'x'.repeat(1024 * 1024);

const GRIDIFY = ['=', '!=', '<', '>', '<=', '>=', '=*', '!*', '^', '!^', '$', '!$', ',', '|'];

const FRAGMENTOS = [
  "'; drop table bobinas; --",
  "' or '1'='1",
  '" or ""="',
  '1; select pg_sleep(5) --',
  '$$; delete from usuarios; $$',
  "E'\\x00'",
  '(',
  ')',
  '((((',
  '))))',
  '(a=1',
  'a=1)',
  '\\',
  '\\\\',
  '\\,',
  '\\(',
  '\\/i',
  '/i',
  'x/i/i',
  ...GRIDIFY,
  '%',
  '_',
  '%_%',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  '𝕏𝔂𝕫',
  '😀👩‍👩‍👧',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  'e\u0301',
  '\r\n',
  '\t',
  ' ',
  '',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e999',
  '-1e999',
  '9999999999999999999999999',
  '-2147483649',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '0x1F',
  '1_000',
  ' 1 ',
  '1,5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '<script>window.__xss=1</script>',
  '$' + '{7*7}', // template injection, written apart so the linter does not read it as a slip
  '../../etc/passwd',
  '%00',
  '%27',
  '2024-02-30T25:61',
  '0000-00-00',
  '9999-12-31T23:59:59',
];

const NUMEROS = [
  0,
  -0,
  -1,
  0.5,
  -0.000001,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
];

const sopaGridify = fc.string({
  unit: fc.constantFrom(
    '(',
    ')',
    '\\',
    ',',
    '|',
    '/',
    'i',
    '=',
    '*',
    '^',
    '$',
    '!',
    '<',
    '>',
    'a',
    '1',
    ' ',
  ),
  maxLength: 30,
});

function texto(grande: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...FRAGMENTOS), weight: 6 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
    { arbitrary: sopaGridify, weight: 2 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(...FRAGMENTOS),
          fc.string({ maxLength: 10 }),
          fc.constantFrom(...FRAGMENTOS),
        )
        .map(([a, b, c]) => a + b + c),
      weight: 3,
    },
    { arbitrary: fc.integer({ min: 256, max: 5000 }).map((n) => 'é'.repeat(n)), weight: 1 },
    { arbitrary: grande, weight: 1 },
  );
}

/** Random and hostile text: fragments, any unicode (astral, lone surrogates), mixtures, 1 MB. */
export const textoHostil: fc.Arbitrary<string> = texto(fc.constant(UM_MEGA));

/**
 * The same for URLs (path and query): 8 KB instead of 1 MB at the far end, the most a URL
 * carries past Node's 16 KB header limit once percent-encoded.
 */
export const textoHostilNaUrl: fc.Arbitrary<string> = texto(fc.constant('x'.repeat(8 * 1024)));

/** Numbers JSON can carry that no field wants: huge, negative, fractional, beyond int4/2^53. */
export const numeroHostil: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NUMEROS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value a field might receive instead of the right one. */
export const valorHostil: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: textoHostil, weight: 6 },
  { arbitrary: numeroHostil, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.array(fc.oneof(textoHostil, numeroHostil), { maxLength: 4 }), weight: 1 },
  {
    arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), numeroHostil, { maxKeys: 3 }),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Query-string text for a numeric parameter: NaN-ish, huge, negative, fractional. */
export const numeroComoTexto: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('NaN', 'Infinity', '-1', '0', '1.5', '1e3', '1e999', ' 7', '0x10', '', '-0'),
  numeroHostil.map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

/**
 * Raw JSON texts a field may hold that JSON.stringify cannot produce: number literals past
 * double range (parse to Infinity), and deeply nested arrays.
 */
export const JSON_CRU = [
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '-0.0e-999',
  '[[[[[[[[[[]]]]]]]]]]',
];

/** Whole bodies that are not the object a route expects. */
export const corpoHostil: fc.Arbitrary<{ texto: string; tipo?: string }> = fc.oneof(
  fc.constantFrom(
    { texto: 'null' },
    { texto: '[]' },
    { texto: '"texto"' },
    { texto: '42' },
    { texto: 'true' },
    { texto: '{' },
    { texto: '{"a":' },
    { texto: "{'a':1}" },
    { texto: '' },
    { texto: '{"__proto__":{"isAdmin":true}}' },
    { texto: '{"constructor":{"prototype":{"x":1}}}' },
    { texto: '\u0000' },
    { texto: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { texto: 'a=1&b=2', tipo: 'application/x-www-form-urlencoded' },
    { texto: '<x/>', tipo: 'application/xml' },
    { texto: '{"a":1}', tipo: 'text/plain' },
  ),
  fc.jsonValue({ maxDepth: 4 }).map((v) => ({ texto: JSON.stringify(v) ?? 'null' })),
  textoHostil.map((s) => ({ texto: s })),
);

/** A value that fits a JSON schema, for routes whose payload has no hand-made valid base. */
export function amostra(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return amostra(schema.anyOf[0]);
  const tipo = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (tipo) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, amostra(s)]),
      );
    case 'array':
      return [amostra(schema.items)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'string':
      return 'A1';
    default:
      return null;
  }
}

export type Mutacao =
  | { tipo: 'trocar'; campo: string; valor: unknown }
  | { tipo: 'cru'; campo: string; literal: string }
  | { tipo: 'remover'; campo: string }
  | { tipo: 'sobrar'; campo: string; valor: unknown }
  | { tipo: 'corpo'; texto: string; contentType?: string };

/** One field broken at a time (or the whole body replaced), over the fields the base and the schema name. */
export function mutacao(campos: string[]): fc.Arbitrary<Mutacao> {
  const campo = campos.length ? fc.constantFrom(...campos) : fc.constant('x');
  return fc.oneof(
    {
      arbitrary: fc.record({ tipo: fc.constant('trocar' as const), campo, valor: valorHostil }),
      weight: 8,
    },
    {
      arbitrary: fc.record({
        tipo: fc.constant('cru' as const),
        campo,
        literal: fc.constantFrom(...JSON_CRU),
      }),
      weight: 1,
    },
    { arbitrary: fc.record({ tipo: fc.constant('remover' as const), campo }), weight: 2 },
    {
      arbitrary: fc.record({
        tipo: fc.constant('sobrar' as const),
        campo: fc.oneof(
          textoHostil,
          fc.constantFrom('id', 'status', 'isAdmin', 'senhaHash', 'tokenVersion'),
        ),
        valor: valorHostil,
      }),
      weight: 1,
    },
    {
      arbitrary: corpoHostil.map((c) => ({
        tipo: 'corpo' as const,
        texto: c.texto,
        contentType: c.tipo,
      })),
      weight: 1,
    },
  );
}

const MARCA = '"\u0001cru\u0001"';

/**
 * The request body after the mutation, as JSON text and content type. Array bodies (import
 * rows, id lists) mutate their first element; objects mutate the named field.
 */
export function aplicar(base: unknown, m: Mutacao): { texto: string; contentType: string } {
  const json = 'application/json';
  if (m.tipo === 'corpo') return { texto: m.texto, contentType: m.contentType ?? json };
  const copia = structuredClone(base);
  const alvo = Array.isArray(copia) ? copia : null;
  const obj = (alvo ? alvo[0] : copia) as unknown;
  if (obj === null || typeof obj !== 'object') {
    // a scalar element (an id of a list): the mutation replaces it
    const valor =
      m.tipo === 'trocar' || m.tipo === 'sobrar' ? m.valor : m.tipo === 'cru' ? MARCA : undefined;
    const corpo = alvo ? [valor, ...alvo.slice(1)] : valor;
    const texto = JSON.stringify(corpo) ?? 'null';
    return { texto: m.tipo === 'cru' ? texto.replace(MARCA, m.literal) : texto, contentType: json };
  }
  const rec = obj as Record<string, unknown>;
  if (m.tipo === 'remover') delete rec[m.campo];
  else if (m.tipo === 'cru') rec[m.campo] = '\u0001cru\u0001';
  else
    Object.defineProperty(rec, m.campo, {
      value: m.valor,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  const texto = JSON.stringify(copia);
  return { texto: m.tipo === 'cru' ? texto.replace(MARCA, m.literal) : texto, contentType: json };
}
