import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column in (ids)` with the ids as one JSON parameter: a select-all or a long reorder may
 * carry more ids than the 65,535 bind parameters a statement can have.
 */
export const emIds = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;
