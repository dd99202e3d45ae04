import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';
import type { Cadeia } from './verificar-cadeia.ts';

/** The stored hash of one link of a chain, or null when the chain has no such link. */
export async function hashNoElo(db: Executor, tabela: Cadeia, elo: number): Promise<string | null> {
  const [r] = await linhas<{ hash: string }>(
    db,
    sql`select hash from ${sql.raw(tabela)} where elo = ${elo} limit 1`,
  );
  return r?.hash ?? null;
}
