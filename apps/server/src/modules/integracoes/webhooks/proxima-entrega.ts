import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { linhas } from '../../../lib/linhas.ts';
import type { EventoAEnviar, Resultado } from './enviar-evento.ts';
import { espera } from './espera.ts';

export interface EntregaAEnviar extends EventoAEnviar {
  id: number;
  webhookId: number;
  tentativas: number;
}

/**
 * The next delivery due: the oldest pending one of an active endpoint (never the second of an
 * endpoint while its first waits), if its time has come. `travar` locks it FOR UPDATE SKIP
 * LOCKED, so while one process sends it, every other process skips that endpoint (and the
 * rechecked `estado` keeps one that was just delivered from being picked again). `exceto`:
 * endpoints this process is already sending to (PGlite, where there is one process and no
 * transaction stays open during a send).
 */
export async function proximaEntrega(
  tx: Executor,
  travar: boolean,
  exceto: readonly number[] = [],
): Promise<EntregaAEnviar | null> {
  const fora =
    exceto.length > 0
      ? sql`and w2.id not in (${sql.join(
          exceto.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const [e] = await linhas<EntregaAEnviar>(
    tx,
    sql`
    select e.id::int as "id", e.webhook_id as "webhookId", w.url, w.segredo,
      case when w.segredo_anterior_ate > now() then w.segredo_anterior end as "segredoAnterior",
      v.id::text as "eventoId", v.tipo, v.corpo, e.tentativas
    from webhook_entregas e
    join webhooks w on w.id = e.webhook_id
    join webhook_eventos v on v.id = e.evento_id
    where e.id in (
        select h.id from webhooks w2
        cross join lateral (
          select x.id from webhook_entregas x
          where x.webhook_id = w2.id and x.estado = 'PENDENTE'
          order by x.id limit 1) h
        where w2.ativo ${fora})
      and e.estado = 'PENDENTE' and e.proxima_tentativa_em <= now()
    order by e.proxima_tentativa_em, e.id
    limit 1
    ${travar ? sql`for update of e skip locked` : sql``}`,
  );
  return e ?? null;
}

/**
 * Writes a try's outcome. A failure waits longer each time (espera.ts) until the delivery's
 * 24 h are over; then it is FALHOU and the endpoint's next event may go.
 */
export async function registrarTentativa(
  tx: Executor,
  e: EntregaAEnviar,
  r: Resultado,
): Promise<void> {
  if (r.ok) {
    await tx.execute(sql`
      update webhook_entregas set estado = 'ENTREGUE', tentativas = tentativas + 1,
        ultimo_status = ${r.status}, ultimo_erro = null, ultima_tentativa_em = now(),
        entregue_em = now(), proxima_tentativa_em = null
      where id = ${e.id}`);
    return;
  }
  const segundos = espera(e.tentativas + 1);
  await tx.execute(sql`
    update webhook_entregas set tentativas = tentativas + 1, ultimo_status = ${r.status},
      ultimo_erro = ${r.erro}, ultima_tentativa_em = now(),
      estado = case when now() >= prazo then 'FALHOU' else 'PENDENTE' end,
      proxima_tentativa_em = case when now() >= prazo then null
        else least(now() + make_interval(secs => ${segundos}), prazo) end
    where id = ${e.id}`);
}
