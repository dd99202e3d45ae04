import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * After a crane's first instruction leaves it (done, skipped, deleted), its second one becomes
 * the first. Harmless when there is none, or when a first one is still there.
 */
export async function subirSegunda(tx: Executor, ponte: string): Promise<void> {
  await tx.execute(sql`
    update instrucoes set ordem = 1
    where ponte = ${ponte} and ordem = 2 and estado in ('SELECIONADA', 'INICIADA')
      and not exists (
        select 1 from instrucoes i
        where i.ponte = ${ponte} and i.ordem = 1 and i.estado in ('SELECIONADA', 'INICIADA'))`);
}
