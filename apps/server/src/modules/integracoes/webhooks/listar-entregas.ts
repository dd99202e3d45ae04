import type { TEntrega, TListQuery } from '@patio/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { webhookEntregas, webhookEventos } from '../../../db/schema.ts';
import { limitOffset, pageTotals } from '../../../lib/list/paging.ts';
import { ENTREGA } from './colunas.ts';
import { obterWebhook } from './obter-webhook.ts';

/** The endpoint's delivery log, newest first; a page of 20 unless asked otherwise. */
export async function listarEntregas(db: Executor, webhookId: number, q: TListQuery) {
  await obterWebhook(db, webhookId);
  const pagina = { ...q, pageSize: q.pageSize ?? 20 };
  const { limit, offset } = limitOffset(pagina);
  const rows = await db
    .select(ENTREGA)
    .from(webhookEntregas)
    .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.eventoId))
    .where(eq(webhookEntregas.webhookId, webhookId))
    .orderBy(desc(webhookEntregas.id))
    .limit(limit ?? 20)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(webhookEntregas)
    .where(eq(webhookEntregas.webhookId, webhookId));
  return { data: rows as TEntrega[], ...pageTotals(total?.n ?? 0, pagina) };
}
