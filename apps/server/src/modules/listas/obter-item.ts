import type { TItemLista } from '@patio/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { COLUNAS_ITEM, paraItem } from './colunas.ts';
import { itemNaoEncontrado } from './erros.ts';
import { posicaoDe } from './ordem.ts';

/** A reserve coil by its id, with its open item (or, once ticked, its latest one). */
export async function obterItem(db: Executor, bobinaId: number): Promise<TItemLista> {
  const [row] = await db
    .select(COLUNAS_ITEM)
    .from(listas)
    .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
    .where(eq(listas.bobinaId, bobinaId))
    .orderBy(asc(listas.ticada), desc(listas.id))
    .limit(1);
  if (!row) throw itemNaoEncontrado();
  const aberto = !row.ticada && row.chave !== null;
  return paraItem(row, aberto ? await posicaoDe(db, row.tipo, row.chave as number) : null);
}
