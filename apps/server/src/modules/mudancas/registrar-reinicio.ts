import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { CANAL_MUDANCAS, TRAVA_MUDANCAS } from './registrar-mudanca.ts';

/** The smallest jump of the change ids at a server start (the jump adds up to as much again). */
export const SALTO_MINIMO = 1_000_000;

/**
 * Logs that a server process started (replayed to clients as `resync`) under an id well past
 * any the log handed out before. After a restore the log's ids start again below what open
 * screens hold: without the jump this marker could take the very id a screen last saw, and
 * that screen, asking from it, would be told it missed nothing. With it a screen from before
 * is either behind the marker (its replay holds the marker: resync) or ahead of the log
 * (resync). The jump is random so that no count of changes lands a screen on it exactly.
 */
export async function registrarReinicio(db: Executor, dados: unknown): Promise<void> {
  const salto = SALTO_MINIMO + Math.floor(Math.random() * SALTO_MINIMO);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_MUDANCAS})`);
    await tx.execute(sql`
      select setval(pg_get_serial_sequence('mudancas', 'id'),
        greatest((select coalesce(max(id), 0) from mudancas),
          (select last_value from mudancas_id_seq)) + ${salto})`);
    await tx.execute(sql`
      with m as (insert into mudancas (dados) values (${JSON.stringify(dados)}::jsonb)
        returning id, dados)
      select pg_notify(${CANAL_MUDANCAS}, json_build_object('seq', id, 'dados', dados)::text)
      from m`);
  });
}
