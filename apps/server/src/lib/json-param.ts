/**
 * A lone UTF-16 surrogate: as a plain text parameter the driver sends it as U+FFFD, but inside
 * JSON text it travels as a `\udXXX` escape, which jsonb refuses (22P02) — a 500 for a client's
 * typo.
 */
const SURROGATE_SOLTO = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** JSON text for a `::jsonb` parameter, its strings stored as a plain text parameter would be. */
export const jsonParam = (valor: unknown): string =>
  JSON.stringify(valor, (_chave, v) =>
    typeof v === 'string' ? v.replace(SURROGATE_SOLTO, '\uFFFD') : v,
  );
