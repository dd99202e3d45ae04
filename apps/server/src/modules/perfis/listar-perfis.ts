import type { TListQuery } from '@patio/domain';
import { asc, count } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfis } from '../../db/schema.ts';
import { type FieldMap, filterToSql, orderByToSql } from '../../lib/gridify-sql.ts';
import { paginacao, totais } from '../../lib/list.ts';

const CAMPOS: FieldMap = {
  id: { column: perfis.id, type: 'int' },
  nome: { column: perfis.nome, type: 'text' },
};

/** The access-profile list. */
export async function listarPerfis(db: Executor, q: TListQuery) {
  const where = filterToSql(q.filter, CAMPOS);
  const order = orderByToSql(q.orderBy, CAMPOS, 'id');
  const { limit, offset } = paginacao(q);
  const base = db
    .select({ id: perfis.id, nome: perfis.nome })
    .from(perfis)
    .where(where)
    .orderBy(...order, asc(perfis.id))
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    limit ? base.limit(limit) : base,
    db.select({ n: count() }).from(perfis).where(where),
  ]);
  return { perfis: rows, ...totais(total?.n ?? 0, q) };
}
