import type { TWebhook } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { webhooks } from '../../../db/schema.ts';
import { WEBHOOK } from './colunas.ts';
import { webhookNaoEncontrado } from './erros.ts';

export async function obterWebhook(db: Executor, id: number): Promise<TWebhook> {
  const [row] = await db.select(WEBHOOK).from(webhooks).where(eq(webhooks.id, id));
  if (!row) throw webhookNaoEncontrado();
  return row as TWebhook;
}
