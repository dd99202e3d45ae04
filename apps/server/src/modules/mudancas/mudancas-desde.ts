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
 * `ultimo` is the log's newest id either way, the id the client continues from.
 *
 * Bounds and rows come from one statement, so one snapshot: with two, a prune between them
 * could delete the first missed change after the bounds said it was still there, and the
 * replay would skip it in silence.
 */
export async function mudancasDesde(
  db: Executor,
  desde: number,
): Promise<{ ultimo: number; mudancas: MudancaGravada[] | null }> {
  const rows = await linhas<{
    primeiro: string | null;
    ultimo: string | null;
    seq: string | null;
    dados: unknown;
  }>(
    db,
    sql`
      with limites as (select min(id) as primeiro, max(id) as ultimo from mudancas)
      select l.primeiro::text as primeiro, l.ultimo::text as ultimo, m.id::text as seq, m.dados
      from limites l
      left join lateral (
        select id, dados from mudancas
        where id > ${desde}
        order by id limit ${MAX_REPLAY + 1}
      ) m on true
      order by m.id`,
  );
  const primeiro = Number(rows[0]?.primeiro ?? 0);
  const ultimo = Number(rows[0]?.ultimo ?? 0);
  if (desde === ultimo) return { ultimo, mudancas: [] };
  if (desde > ultimo || primeiro > desde + 1) return { ultimo, mudancas: null };
  const novas = rows.filter((r) => r.seq !== null);
  if (novas.length > MAX_REPLAY) return { ultimo, mudancas: null };
  return { ultimo, mudancas: novas.map((r) => ({ seq: Number(r.seq), dados: r.dados })) };
}
