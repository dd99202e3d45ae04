import { randomUUID } from 'node:crypto';
import type { TTipoEventoWebhook } from '@patio/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { linhas } from '../../../lib/linhas.ts';

/** Wakes every server process's deliverer; sent inside the transaction, so heard at its commit. */
export const CANAL_WEBHOOKS = 'patio_webhooks';

/**
 * Writes an event to the outbox in the caller's transaction, with one delivery per active
 * endpoint that asked for its type: the change and its event commit together or not at all.
 * Nothing is written when no endpoint wants the type. `dados` is read only then: the record as
 * the API returns it, read inside the transaction, after the change.
 */
export async function registrarSaida(
  tx: Executor,
  tipo: TTipoEventoWebhook,
  dados: () => Promise<unknown>,
): Promise<void> {
  if (await temAssinante(tx, tipo)) await gravarSaida(tx, tipo, dados);
}

/**
 * Whether any active endpoint asked for the type, as SQL: a caller that writes in one statement
 * asks there and saves the database a round trip (registrar-movimento.ts).
 */
export const assinado = (tipo: TTipoEventoWebhook): SQL =>
  sql`exists (select 1 from webhooks where ativo and ${tipo} = any(eventos))`;

async function temAssinante(tx: Executor, tipo: TTipoEventoWebhook): Promise<boolean> {
  const [r] = await linhas<{ sim: boolean }>(tx, sql`select ${assinado(tipo)} as sim`);
  return r?.sim === true;
}

/** The outbox rows of registrarSaida, once the caller knows an endpoint wants the type. */
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
    select pg_notify(${CANAL_WEBHOOKS}, '') from (select count(*) from d) n`);
}
