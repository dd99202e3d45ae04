import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

/** Which of these sessions are still open (for closing the live streams of the others). */
export async function sessoesAbertas(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await linhas<{ id: string }>(
    db,
    sql`
      select s.id from sessoes s join usuarios u on u.id = s.usuario_id
      where s.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and s.revogada_at is null and s.expires_at > now()
        and u.is_activated`,
  );
  return new Set(rows.map((r) => r.id));
}
