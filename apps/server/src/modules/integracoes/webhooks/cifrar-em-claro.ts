import { eq, like, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { webhooks } from '../../../db/schema.ts';
import type { Cofre } from './cofre.ts';

/**
 * At start: secrets stored in the clear by an older version are locked under the master key,
 * keeping their value (receivers change nothing). The old secret of a rotation too.
 */
export async function cifrarSegredosEmClaro(db: Executor, cofre: Cofre): Promise<void> {
  const emClaro = await db
    .select({
      id: webhooks.id,
      segredo: webhooks.segredo,
      segredoAnterior: webhooks.segredoAnterior,
    })
    .from(webhooks)
    .where(or(like(webhooks.segredo, 'whsec\\_%'), like(webhooks.segredoAnterior, 'whsec\\_%')));
  for (const w of emClaro) {
    await db
      .update(webhooks)
      .set({
        segredo: cofre.cifrar(cofre.decifrar(w.segredo)),
        segredoAnterior: w.segredoAnterior ? cofre.cifrar(cofre.decifrar(w.segredoAnterior)) : null,
      })
      .where(eq(webhooks.id, w.id));
  }
}
