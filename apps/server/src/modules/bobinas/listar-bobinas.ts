import type { TListQuery } from '@patio/domain';
import { and, asc, count, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { type FieldMap, filterToSql, orderByToSql } from '../../lib/gridify-sql.ts';
import { paginacao, totais } from '../../lib/list.ts';
import { COLUNAS_LINHA } from './colunas.ts';

/** Gridify names of the coil list (part1 §7) and a few more the map and the tests use. */
const CAMPOS: FieldMap = {
  id: { column: bobinas.id, type: 'int' },
  lote: { column: bobinas.lote, type: 'text' },
  item: { column: bobinas.item, type: 'text' },
  endereco: { column: bobinas.endereco, type: 'text' },
  grupo: { column: bobinas.grupo, type: 'text' },
  material: { column: bobinas.material, type: 'text' },
  fluxo: { column: bobinas.fluxo, type: 'text' },
  laminacaoAt: { column: bobinas.laminacaoAt, type: 'timestamp' },
  laminacaoTurno: { column: bobinas.laminacaoTurno, type: 'int' },
  isLege: { column: bobinas.isLege, type: 'bool' },
  isResfriada: { column: bobinas.isResfriada, type: 'bool' },
  largura: { column: bobinas.largura, type: 'number' },
  proximoProcesso: { column: bobinas.proximoProcesso, type: 'text' },
  status: { column: bobinas.status, type: 'text' },
};

/**
 * Coils of the main yard. "Has an address" is the same set as status NO_PATIO or EM_MOVIMENTO
 * (a CHECK ties them) and is the predicate of the partial indexes, so the planner uses them.
 * Without pageSize (the map) every yard coil comes back in one query, with no count query.
 */
export async function listarBobinas(db: Executor, q: TListQuery) {
  const where = and(isNotNull(bobinas.endereco), filterToSql(q.filter, CAMPOS));
  const order = orderByToSql(q.orderBy, CAMPOS, 'lote');
  const { limit, offset } = paginacao(q);
  const base = db
    .select(COLUNAS_LINHA)
    .from(bobinas)
    .where(where)
    .orderBy(...order, asc(bobinas.id))
    .offset(offset);
  if (!limit) {
    const rows = await base;
    return { bobinas: rows, ...totais(rows.length, q) };
  }
  const [rows, [total]] = await Promise.all([
    base.limit(limit),
    db.select({ n: count() }).from(bobinas).where(where),
  ]);
  return { bobinas: rows, ...totais(total?.n ?? 0, q) };
}
