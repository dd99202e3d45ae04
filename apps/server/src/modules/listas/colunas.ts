import type { TItemLista, TipoLista } from '@patio/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import { COLUNAS_BOBINA } from '../bobinas/colunas.ts';

/**
 * A list row: the whole coil (the lot auto-fill reads it) plus its item; `id` is the coil's.
 * `chave` is the stored order key; the API's `sequencia` is the Ordem computed from it.
 */
export const COLUNAS_ITEM = {
  ...COLUNAS_BOBINA,
  id: bobinas.id,
  bobinaId: listas.bobinaId,
  listaId: listas.id,
  chave: listas.sequencia,
  ticada: listas.ticada,
  tipo: listas.tipo,
};

/**
 * A list page's row under the API's names, in the order of ZItemLista: `sequencia` arrives as
 * the stored key (or, given `ordem`, as the Ordem itself) and listarItens writes the Ordem over it.
 */
export const itemDaLista = (ordem: SQL | null) =>
  colunasDaApi({
    ...COLUNAS_BOBINA,
    tipo: listas.tipo,
    bobinaId: listas.bobinaId,
    listaId: listas.id,
    sequencia: ordem ?? listas.sequencia,
    ticada: listas.ticada,
  });

type Linha = Omit<TItemLista, 'createdAt' | 'updatedAt' | 'tipo' | 'sequencia'> & {
  tipo: TipoLista;
  chave: number | null;
  createdAt: Date;
  updatedAt: Date;
};

export const paraItem = ({ chave: _, ...r }: Linha, sequencia: number | null): TItemLista => ({
  ...r,
  sequencia,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * The Ordem of each open row (listas.id → position), in one statement per list on the page:
 * the open items' index read in key order up to the page's last key, so page 1 costs its own
 * rows and a page deep in the list its depth — never the whole list, never per row.
 */
export async function ordensDe(
  db: Executor,
  chaves: readonly { listaId: number; tipo: TipoLista; chave: number | null; ticada: boolean }[],
): Promise<Map<number, number>> {
  const ate = new Map<TipoLista, number>();
  for (const r of chaves) {
    if (r.ticada || r.chave === null) continue;
    ate.set(r.tipo, Math.max(ate.get(r.tipo) ?? 0, r.chave));
  }
  const ordens = new Map<number, number>();
  for (const [tipo, chave] of ate) {
    const res = await db.execute<{ id: number; n: number }>(sql`
      select id, row_number() over (order by sequencia)::int as n from ${listas}
      where tipo = ${tipo} and not ticada and sequencia <= ${chave}`);
    for (const o of (res as unknown as { rows: { id: number; n: number }[] }).rows)
      ordens.set(o.id, o.n);
  }
  return ordens;
}
