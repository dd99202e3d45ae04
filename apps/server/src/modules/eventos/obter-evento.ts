import type { TEvento } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventos } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';

export async function obterEvento(db: Executor, id: number): Promise<TEvento> {
  const [row] = await db.select().from(eventos).where(eq(eventos.id, id));
  if (!row) throw notFound('NAO_ENCONTRADO', 'Evento não encontrado.');
  return { ...row, createdAt: row.createdAt.toISOString() };
}
