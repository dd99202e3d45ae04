import type { TListQuery } from '@patio/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import { type FieldMap, filterToSql, orderByToSql } from '../../lib/gridify-sql.ts';
import { paginacao, totais } from '../../lib/list.ts';
import { COLUNAS_ITEM, paraItem } from './colunas.ts';

/** Gridify names of part2 §5 and decisions.md §5: the item's, then the coil's as `bobina.*`. */
const CAMPOS: FieldMap = {
  id: { column: bobinas.id, type: 'int' },
  bobinaId: { column: listas.bobinaId, type: 'int' },
  Tipo: { column: listas.tipo, type: 'text' },
  Ticada: { column: listas.ticada, type: 'bool' },
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

/** The client's list service defaults (part2 §7): page 1, 10 rows, by position. */
export const TAMANHO_PADRAO = 10;

/**
 * Items of the reserve lists with their coils. The screen always scopes by Tipo and Ticada=0;
 * without them every item (ticked ones too, kept as history) is listed. `length` repeats the
 * total for the clients that read it (decisions.md §2).
 */
export async function listarItens(db: Executor, query: TListQuery) {
  const q = { ...query, pageSize: query.pageSize ?? TAMANHO_PADRAO };
  const where = filterToSql(q.filter, CAMPOS);
  const order = orderByToSql(q.orderBy, CAMPOS, 'sequencia');
  const { limit, offset } = paginacao(q);
  const base = db
    .select(COLUNAS_ITEM)
    .from(listas)
    .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
    .where(where)
    .orderBy(...order, asc(listas.id))
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    limit ? base.limit(limit) : base,
    db
      .select({ n: count() })
      .from(listas)
      .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
      .where(where),
  ]);
  const totalItems = total?.n ?? 0;
  return { bobinas: rows.map(paraItem), ...totais(totalItems, q), length: totalItems };
}
