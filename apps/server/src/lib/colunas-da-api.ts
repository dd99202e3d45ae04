import { type Column, type ColumnBaseConfig, is, type SQL, sql } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';

/** What a column or expression holds once the database wrote it as the API sends it. */
type Valor<C> = C extends Column
  ?
      | (C['_']['data'] extends Date ? string : C['_']['data'])
      | (C['_']['notNull'] extends true ? never : null)
  : C extends SQL<infer T>
    ? T
    : never;

export type ColunasDaApi<T> = { [K in keyof T]: SQL.Aliased<Valor<T[K]>> };

/**
 * An instant as `Date.toISOString()` writes it (UTC, milliseconds truncated, `Z`), written by
 * the database: to_char's `MS` truncates the microseconds as the driver's Date does.
 */
const iso = (c: PgTimestamp<ColumnBaseConfig<'date', 'PgTimestamp'>>) =>
  sql`to_char(${c.withTimezone ? sql`${c} at time zone 'UTC'` : c}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Each column under its API name, instants as ISO text: a select of these yields rows that are
 * already the API's rows, with the keys in the order given. A list page is read with them
 * straight from the driver, without Drizzle's mapping of each field and with no Date made and
 * written back per row (docs/performance-notes.md, "Rows straight from the driver"); the same
 * columns read through Drizzle give the same values.
 */
export function colunasDaApi<T extends Record<string, Column | SQL>>(colunas: T): ColunasDaApi<T> {
  const saida: Record<string, SQL.Aliased> = {};
  for (const [nome, c] of Object.entries(colunas))
    saida[nome] = (is(c, PgTimestamp) ? iso(c) : sql`${c}`).as(nome);
  return saida as ColunasDaApi<T>;
}
