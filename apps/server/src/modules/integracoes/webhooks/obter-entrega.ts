import type { TEntrega } from '@patio/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { webhookEntregas, webhookEventos } from '../../../db/schema.ts';
import { ENTREGA } from './colunas.ts';
import { entregaNaoEncontrada } from './erros.ts';

export async function obterEntrega(db: Executor, webhookId: number, id: number): Promise<TEntrega> {
  const [row] = await db
    .select(ENTREGA)
    .from(webhookEntregas)
    .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.eventoId))
    .where(and(eq(webhookEntregas.webhookId, webhookId), eq(webhookEntregas.id, id)));
  if (!row) throw entregaNaoEncontrada();
  return row as TEntrega;
}
