import { MSG_FEED, type TReenvioInput } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { linhas } from '../../../lib/linhas.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { inicioDaRetencao } from '../eventos/podar-eventos.ts';
import { obterWebhook } from './obter-webhook.ts';
import { CANAL_WEBHOOKS } from './registrar-saida.ts';

/**
 * POST integracoes/webhooks/{id}/reenviar: every kept event of the endpoint's types that
 * occurred in [desde, ate] is queued again, in the feed's order, each with its original id and
 * body, behind what the endpoint already has queued; each is signed when it is sent, like any
 * delivery. A paused endpoint keeps them queued until it is active again. Answers how many.
 */
export async function reenviarIntervalo(
  db: Db,
  ator: UsuarioAutenticado,
  webhookId: number,
  r: TReenvioInput,
  retencaoDias: number,
): Promise<number> {
  const desde = new Date(r.desde);
  const ate = r.ate ? new Date(r.ate) : null;
  if (ate && desde > ate)
    throw new HttpError(422, { desde: [MSG_FEED.desdeDepoisDeAte] }, 'INVALIDO');
  const inicio = inicioDaRetencao(retencaoDias);
  if (desde < inicio) {
    throw new HttpError(
      422,
      { desde: [MSG_FEED.desdeAntigo(retencaoDias, inicio.toISOString())] },
      'FORA_DA_RETENCAO',
    );
  }
  await obterWebhook(db, webhookId);
  return db.transaction(async (tx) => {
    const [n] = await linhas<{ agendadas: number }>(
      tx,
      sql`with d as (
        insert into webhook_entregas (webhook_id, evento_id)
        select w.id, e.id from webhooks w join webhook_eventos e on e.tipo = any(w.eventos)
        where w.id = ${webhookId} and e.posicao is not null
          and e.ocorrido_em >= ${desde.toISOString()}
          ${ate ? sql`and e.ocorrido_em <= ${ate.toISOString()}` : sql``}
        order by e.posicao
        returning 1)
      select count(*)::int as agendadas from d`,
    );
    const agendadas = n?.agendadas ?? 0;
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `${agendadas} evento(s) de ${r.desde} a ${r.ate ?? 'agora'} reenviado(s) ao webhook ${webhookId} por ${ator.login}.`,
      emailResponsavel: ator.email,
    });
    if (agendadas > 0) await tx.execute(sql`select pg_notify(${CANAL_WEBHOOKS}, '')`);
    return agendadas;
  });
}
