import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { linhas } from '../../../lib/linhas.ts';

/**
 * The feed keeps INTEGRACAO_RETENCAO_DIAS days: older events go, with their deliveries (the
 * log of an event older than that is gone too; its retries ended after 24 h anyway). Run hourly
 * by the prunings plugin, and at start. Answers how many events were dropped.
 */
export async function podarEventosIntegracao(db: Executor, dias: number): Promise<number> {
  const [r] = await linhas<{ n: number }>(
    db,
    sql`with d as (delete from webhook_eventos
      where ocorrido_em < now() - make_interval(days => ${dias}) returning 1)
      select count(*)::int as n from d`,
  );
  return r?.n ?? 0;
}

/** The oldest instant a re-send may start from: what the feed still keeps. */
export const inicioDaRetencao = (dias: number, agora = Date.now()) =>
  new Date(agora - dias * 86_400_000);
