import { randomUUID } from 'node:crypto';
import type { TTipoEventoWebhook } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';

/** Wakes every server process's deliverer; sent inside the transaction, so heard at its commit. */
export const CANAL_WEBHOOKS = 'patio_webhooks';

/**
 * Writes an event to the outbox in the caller's transaction, with one delivery per active
 * endpoint that asked for its type: the change and its event commit together or not at all.
 * The event is written even when no endpoint wants it: it is the event feed's row too, kept for
 * INTEGRACAO_RETENCAO_DIAS and replayable (docs/integracao.md, "O feed de eventos"). `dados`
 * is the record as the API returns it, read inside the transaction, after the change.
 */
export async function registrarSaida(
  tx: Executor,
  tipo: TTipoEventoWebhook,
  dados: () => Promise<unknown>,
): Promise<void> {
  await gravarSaida(tx, tipo, dados);
}

/** The outbox rows of registrarSaida: the event, and a delivery per endpoint that wants it. */
export async function gravarSaida(
  tx: Executor,
  tipo: TTipoEventoWebhook,
  dados: () => Promise<unknown>,
): Promise<void> {
  const id = randomUUID();
  const ocorridoEm = new Date().toISOString();
  const corpo = JSON.stringify({ id, tipo, ocorridoEm, dados: await dados() });
  await tx.execute(sql`
    with e as (
      insert into webhook_eventos (id, tipo, ocorrido_em, corpo)
      values (${id}, ${tipo}, ${ocorridoEm}, ${corpo})
      returning id
    ), d as (
      insert into webhook_entregas (webhook_id, evento_id)
      select w.id, e.id from e, webhooks w where w.ativo and ${tipo} = any(w.eventos)
      order by w.id
      returning 1
    )
    select pg_notify(${CANAL_WEBHOOKS}, '') from (select count(*) as c from d) n where n.c > 0`);
}
