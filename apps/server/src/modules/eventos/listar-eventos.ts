import type { TListQuery } from '@patio/domain';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventos } from '../../db/schema.ts';
import { type FieldMap, filterToSql, orderByToSql } from '../../lib/gridify-sql.ts';
import { paginacao, totais } from '../../lib/list.ts';

const CAMPOS: FieldMap = {
  id: { column: eventos.id, type: 'int' },
  createdAt: { column: eventos.createdAt, type: 'timestamp' },
  tipo: { column: eventos.tipo, type: 'text' },
  emailResponsavel: { column: eventos.emailResponsavel, type: 'text' },
  descricao: { column: eventos.descricao, type: 'text' },
};

/** The alarms and events log; rows travel under `bobinas`, as the client reads them. */
export async function listarEventos(db: Executor, q: TListQuery) {
  const where = filterToSql(q.filter, CAMPOS);
  const order = orderByToSql(q.orderBy, CAMPOS, 'createdAt desc');
  const { limit, offset } = paginacao(q);
  const base = db
    .select({
      id: eventos.id,
      createdAt: eventos.createdAt,
      tipo: eventos.tipo,
      emailResponsavel: eventos.emailResponsavel,
      descricao: eventos.descricao,
    })
    .from(eventos)
    .where(where)
    .orderBy(...order, desc(eventos.id))
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    limit ? base.limit(limit) : base,
    db.select({ n: count() }).from(eventos).where(where),
  ]);
  return {
    bobinas: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    ...totais(total?.n ?? 0, q),
  };
}
