import { appendFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm/logger';

/**
 * Opt-in statement log (PATIO_SQL_LOG=file): every statement Drizzle sends, with its
 * parameters, as one JSON line. The benchmark reads it to replay a request's exact SQL
 * through bare `pg`; without the variable nothing is logged and nothing is paid.
 */
export function sqlLogger(file = process.env.PATIO_SQL_LOG): Logger | undefined {
  if (!file) return undefined;
  return {
    logQuery: (query, params) => appendFileSync(file, `${JSON.stringify({ query, params })}\n`),
  };
}
