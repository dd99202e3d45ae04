import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { NOMEADA } from '../../db/instrucoes-nomeadas.ts';

export const CANAL_MUDANCAS = 'patio_changes';
/** Serialises the numbering of changes: ids are committed in the order they are given. */
export const TRAVA_MUDANCAS = 727275;

/**
 * Writes a change to the log and announces it, in one autocommitted statement. The advisory
 * lock makes id order and commit order the same across processes (a bigserial alone may commit
 * id 8 before id 7), so a client that saw id N has seen every change up to N: replaying
 * `id > N` after a reconnect never skips one. The lock is held only for this one-row insert.
 */
export async function registrarMudanca(db: Executor, dados: unknown): Promise<void> {
  await db.execute(sql`${sql.raw(NOMEADA)}
    with trava as (select pg_advisory_xact_lock(${TRAVA_MUDANCAS})),
    m as (insert into mudancas (dados) select ${JSON.stringify(dados)}::jsonb from trava
      returning id, dados)
    select pg_notify(${CANAL_MUDANCAS}, json_build_object('seq', id, 'dados', dados)::text)
    from m`);
}
