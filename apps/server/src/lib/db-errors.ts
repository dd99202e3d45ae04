/** PostgreSQL error codes we turn into answers; drizzle wraps driver errors in `cause`. */
function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function constraintOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row; `constraint` narrows it to one index when given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (pgCode(err) !== '23505') return false;
  return !constraint || constraintOf(err) === constraint;
}

export const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';
export const isCheckViolation = (err: unknown) => pgCode(err) === '23514';
/** Serialization failure or deadlock: the transaction may simply be retried. */
export const isRetryable = (err: unknown) => ['40001', '40P01'].includes(pgCode(err) ?? '');
/** Text PostgreSQL cannot store (a NUL byte, a bad sequence): the client's value, not a fault. */
export const isTextoInvalido = (err: unknown) => ['22021', '22P05'].includes(pgCode(err) ?? '');
