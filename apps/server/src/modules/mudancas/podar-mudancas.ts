import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A client away longer than this refetches everything (`resync`) instead of replaying. */
export const RETENCAO_MUDANCAS = '24 hours';

export async function podarMudancas(db: Executor): Promise<void> {
  await db.execute(
    sql`delete from mudancas where created_at < now() - ${RETENCAO_MUDANCAS}::interval`,
  );
}
