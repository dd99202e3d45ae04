import type { TipoLista } from '@patio/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listas } from '../../db/schema.ts';

/**
 * Gives the open items of a list positions 1..n in their current order, touching only the
 * rows that move. The unique (tipo, sequencia) constraint is checked at commit, so the shift
 * may pass through duplicates. Call it under travarListas.
 */
export async function renumerarLista(tx: Executor, tipo: TipoLista): Promise<void> {
  await tx.execute(sql`
    update ${listas} l set sequencia = r.n
    from (
      select id, row_number() over (order by sequencia, id)::int as n
      from ${listas} where tipo = ${tipo} and not ticada
    ) r
    where l.id = r.id and l.sequencia is distinct from r.n`);
}

/** The last position of a list (0 when empty); under travarListas it cannot move. */
export async function ultimaSequencia(tx: Executor, tipo: TipoLista): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`coalesce(max(${listas.sequencia}), 0)::int` })
    .from(listas)
    .where(and(eq(listas.tipo, tipo), not(listas.ticada)));
  return r?.n ?? 0;
}
