import type { TListQuery, TWebhook } from '@patio/domain';
import { asc, count } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { webhooks } from '../../../db/schema.ts';
import { limitOffset, pageTotals } from '../../../lib/list/paging.ts';
import { WEBHOOK } from './colunas.ts';

/** Every endpoint, oldest first (a plant has a handful). */
export async function listarWebhooks(db: Executor, q: TListQuery) {
  const { limit, offset } = limitOffset(q);
  const base = db.select(WEBHOOK).from(webhooks).orderBy(asc(webhooks.id)).offset(offset);
  const rows = (limit === undefined ? await base : await base.limit(limit)) as TWebhook[];
  const [total] = await db.select({ n: count() }).from(webhooks);
  return { data: rows, ...pageTotals(total?.n ?? 0, q) };
}
