/**
 * A lone UTF-16 surrogate: as a plain text parameter the driver sends it as U+FFFD, but inside
 * JSON text it travels as a `\udXXX` escape, which jsonb refuses (22P02) — a 500 for a client's
 * typo.
 */
const SURROGATE_SOLTO = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * JSON.stringify writes a lone surrogate as a `\udXXX` escape (and nothing else produces that
 * text except a literal backslash before "ud8…", a harmless false alarm); without one, the plain
 * stringify is already the answer. A replacer costs a call per value, several times this test
 * on a large import (docs/performance-notes.md).
 */
const ESCAPE_DE_SURROGATE = /\\ud[89a-f]/i;

/** JSON text for a `::jsonb` parameter, its strings stored as a plain text parameter would be. */
export function jsonParam(valor: unknown): string {
  const texto = JSON.stringify(valor);
  if (texto === undefined || !ESCAPE_DE_SURROGATE.test(texto)) return texto;
  return JSON.stringify(valor, (_chave, v) =>
    typeof v === 'string' ? v.replace(SURROGATE_SOLTO, '\uFFFD') : v,
  );
}
