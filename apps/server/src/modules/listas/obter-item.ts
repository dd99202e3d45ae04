import type { TItemLista } from '@patio/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { posicaoDe } from '../../lib/ordem-da-lista.ts';
import { itemDaLista } from './colunas.ts';
import { itemNaoEncontrado } from './erros.ts';

const ITEM = itemDaLista(null);

/** A reserve coil by its id, with its open item (or, once ticked, its latest one). */
export async function obterItem(db: Executor, bobinaId: number): Promise<TItemLista> {
  const [row] = await db
    .select(ITEM)
    .from(listas)
    .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
    .where(eq(listas.bobinaId, bobinaId))
    .orderBy(asc(listas.ticada), desc(listas.id))
    .limit(1);
  if (!row) throw itemNaoEncontrado();
  // sequencia holds the stored key: the Ordem replaces it (null once ticked).
  const chave = row.ticada ? null : row.sequencia;
  return { ...row, sequencia: chave === null ? null : await posicaoDe(db, row.tipo, chave) };
}
