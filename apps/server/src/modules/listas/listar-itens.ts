import type { TItemLista, TListQuery } from '@patio/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { filterFieldNames, listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage } from '../../lib/list/paging.ts';
import { itemDaLista, ordensDe } from './colunas.ts';

/** Gridify names of the list screens: the item's, then the coil's as `bobina.*`. */
export const CAMPOS: FieldMap = {
  id: { column: bobinas.id, type: 'int' },
  bobinaId: { column: listas.bobinaId, type: 'int' },
  Tipo: { column: listas.tipo, type: 'text' },
  Ticada: { column: listas.ticada, type: 'bool' },
  // Sorting by the Ordem is sorting by the key (the same order within a list, and the open
  // items' index serves it); filtering by it needs the Ordem itself (ORDENS below).
  sequencia: { column: listas.sequencia, type: 'int' },
  'bobina.id': { column: bobinas.id, type: 'int' },
  'bobina.lote': { column: bobinas.lote, type: 'text' },
  'bobina.item': { column: bobinas.item, type: 'text' },
  'bobina.grupo': { column: bobinas.grupo, type: 'text' },
  'bobina.material': { column: bobinas.material, type: 'text' },
  'bobina.fluxo': { column: bobinas.fluxo, type: 'text' },
  'bobina.isLege': { column: bobinas.isLege, type: 'bool' },
  'bobina.isResfriada': { column: bobinas.isResfriada, type: 'bool' },
  'bobina.laminacaoAt': { column: bobinas.laminacaoAt, type: 'timestamp' },
  'bobina.laminacaoTurno': { column: bobinas.laminacaoTurno, type: 'int' },
  'bobina.peso': { column: bobinas.peso, type: 'number' },
  'bobina.espessura': { column: bobinas.espessura, type: 'number' },
  'bobina.largura': { column: bobinas.largura, type: 'number' },
  'bobina.proximoProcesso': { column: bobinas.proximoProcesso, type: 'text' },
  'bobina.endereco': { column: bobinas.endereco, type: 'text' },
  'bobina.status': { column: bobinas.status, type: 'text' },
};

/** The client's list service defaults: page 1, 10 rows, by position. */
export const TAMANHO_PADRAO = 10;

/** Every open item's Ordem, for a filter on it (a number typed in the search box). */
export const ORDENS = sql`(select id, row_number() over (partition by tipo order by sequencia)::int as n
  from ${listas} where not ticada)`;

/**
 * Items of the reserve lists with their coils. The screen always scopes by Tipo and Ticada=0;
 * without them every item (ticked ones too, kept as history) is listed. `length` repeats the
 * total for the clients that read it (docs/product/server-contract.md#wire-conventions). The page
 * is read through the open items' index in key order; its Ordem comes from ordensDe (or from ORDENS
 * when the filter names `sequencia`); the count reads the coils only when the filter names them.
 */
export async function listarItens(db: Executor, query: TListQuery) {
  const q = { ...query, pageSize: query.pageSize ?? TAMANHO_PADRAO };
  const campos = new Set(filterFieldNames(q.filter));
  const porOrdem = campos.has('sequencia');
  const ordem = sql<number | null>`ordens.n`;
  const { where, order } = listCriteria(
    q,
    CAMPOS,
    'sequencia',
    porOrdem ? { ...CAMPOS, sequencia: { column: ordem, type: 'int' } } : CAMPOS,
  );
  const { rows, ...t } = await fetchPage<TItemLista>(
    db,
    q,
    'listas',
    () => {
      const base = db
        .select(itemDaLista(porOrdem ? ordem : null))
        .from(listas)
        .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
        .$dynamic();
      if (porOrdem) base.leftJoin(sql`${ORDENS} ordens`, sql`ordens.id = ${listas.id}`);
      return base.where(where).orderBy(...order, asc(listas.id));
    },
    () => {
      const contagem = db.select({ n: count() }).from(listas).$dynamic();
      if ([...campos].some((c) => c === 'id' || c.startsWith('bobina.')))
        contagem.innerJoin(bobinas, eq(bobinas.id, listas.bobinaId));
      if (porOrdem) contagem.leftJoin(sql`${ORDENS} ordens`, sql`ordens.id = ${listas.id}`);
      return contagem.where(where);
    },
  );
  if (!porOrdem) {
    // Each row's sequencia holds its stored key until the Ordem is written over it, in place.
    const ordens = await ordensDe(db, rows);
    for (const r of rows) r.sequencia = r.ticada ? null : (ordens.get(r.listaId) ?? null);
  }
  return { bobinas: rows, ...t, length: t.totalItems };
}
