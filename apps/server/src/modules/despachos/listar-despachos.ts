import type { TListQuery } from '@patio/domain';
import { asc, count } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { despachos } from '../../db/schema.ts';
import { type FieldMap, filterToSql, orderByToSql } from '../../lib/gridify-sql.ts';
import { paginacao, totais } from '../../lib/list.ts';
import { carregarDespachos } from './carregar-despachos.ts';

/** Gridify names of the dispatch list (part2 §5) plus `finalizado`, which the screen filters on. */
const CAMPOS: FieldMap = {
  id: { column: despachos.id, type: 'int' },
  identificacao: { column: despachos.identificacao, type: 'text' },
  modal: { column: despachos.modal, type: 'text' },
  finalizado: { column: despachos.finalizado, type: 'bool' },
};

/**
 * Every dispatch the filter matches, open and finalized alike (the screen asks for
 * `finalizado=false`): a finalized dispatch stays readable with its shipped coils.
 */
export async function listarDespachos(db: Executor, q: TListQuery) {
  const where = filterToSql(q.filter, CAMPOS);
  const order = orderByToSql(q.orderBy, CAMPOS, 'id');
  const { limit, offset } = paginacao(q);
  const base = db
    .select()
    .from(despachos)
    .where(where)
    .orderBy(...order, asc(despachos.id))
    .offset(offset);
  const [linhas, [total]] = await Promise.all([
    limit ? base.limit(limit) : base,
    db.select({ n: count() }).from(despachos).where(where),
  ]);
  return { despachos: await carregarDespachos(db, linhas), ...totais(total?.n ?? 0, q) };
}
