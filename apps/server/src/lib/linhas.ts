import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** The rows of a raw query; both drivers answer `{ rows }` to `execute`. */
export async function linhas<T>(ex: Executor, query: SQL): Promise<T[]> {
  const r = await ex.execute(query);
  return (r as unknown as { rows: T[] }).rows;
}
