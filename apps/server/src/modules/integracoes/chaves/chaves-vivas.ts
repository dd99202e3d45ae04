import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { linhas } from '../../../lib/linhas.ts';

/** Which of these keys are not revoked (for closing the live streams of the others). */
export async function chavesVivas(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await linhas<{ id: number }>(
    db,
    sql`select id from chaves_integracao
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
          and revogada_em is null`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}
