/**
 * Bulk loads into the append-only, hash-chained tables (docs/audit-trail.md): the per-row seal
 * at commit and the append-only guard are switched off inside the load's own transaction, and
 * the chain is then built once over every new row (one pass, one UPDATE) — a trigger call per
 * row of a million-row load would cost more than the load. Transactional DDL: if the load
 * fails, the triggers were never off.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export async function emLoteSelado<T>(
  tx: Executor,
  tabela: 'movimentos' | 'eventos',
  carga: () => Promise<T>,
): Promise<T> {
  const gatilhos = `${tabela}_selar, ${tabela}_somente_inclusao`;
  for (const g of gatilhos.split(', ')) {
    await tx.execute(sql.raw(`alter table ${tabela} disable trigger ${g}`));
  }
  const resultado = await carga();
  await tx.execute(sql`select selar_cadeia(${tabela})`);
  for (const g of gatilhos.split(', ')) {
    await tx.execute(sql.raw(`alter table ${tabela} enable trigger ${g}`));
  }
  return resultado;
}
