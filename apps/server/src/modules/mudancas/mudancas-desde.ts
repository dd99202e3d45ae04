import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

export interface MudancaGravada {
  seq: number;
  dados: unknown;
}

/** Past this many missed changes a client refetches what it shows instead of replaying. */
export const MAX_REPLAY = 5_000;

/**
 * The changes after `desde`, oldest first, or `null` when the log cannot say (pruned past it,
 * too many, or `desde` is ahead of the log, e.g. after a restore): the caller sends `resync`.
 * `ultimo` is the log's newest id either way.
 */
export async function mudancasDesde(
  db: Executor,
  desde: number,
): Promise<{ ultimo: number; mudancas: MudancaGravada[] | null }> {
  const [limites] = await linhas<{ primeiro: string | null; ultimo: string | null }>(
    db,
    sql`select min(id)::text as primeiro, max(id)::text as ultimo from mudancas`,
  );
  const primeiro = Number(limites?.primeiro ?? 0);
  const ultimo = Number(limites?.ultimo ?? 0);
  if (desde === ultimo) return { ultimo, mudancas: [] };
  if (desde > ultimo || primeiro > desde + 1) return { ultimo, mudancas: null };
  const rows = await linhas<{ seq: string; dados: unknown }>(
    db,
    sql`
      select id::text as seq, dados from mudancas where id > ${desde}
      order by id limit ${MAX_REPLAY + 1}`,
  );
  if (rows.length > MAX_REPLAY) return { ultimo, mudancas: null };
  return { ultimo, mudancas: rows.map((r) => ({ seq: Number(r.seq), dados: r.dados })) };
}
