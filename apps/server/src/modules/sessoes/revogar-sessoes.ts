import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Ends sessions of a user: all open ones, all but `exceto` (the acting session, which goes on),
 * or only `somente`. Returns how many ended. The caller announces a `sessao` change: the guard's
 * kept lookups of that user are forgotten on every process (docs/sessions.md).
 */
export async function revogarSessoes(
  db: Executor,
  usuarioId: number,
  opcoes: { exceto?: string | undefined; somente?: string } = {},
): Promise<number> {
  const r = await db.execute(sql`
    update sessoes set revogada_at = now()
    where usuario_id = ${usuarioId} and revogada_at is null and expires_at > now()
      ${opcoes.exceto ? sql`and id <> ${opcoes.exceto}` : sql``}
      ${opcoes.somente ? sql`and id = ${opcoes.somente}` : sql``}
    returning id`);
  return (r as unknown as { rows: unknown[] }).rows.length;
}
