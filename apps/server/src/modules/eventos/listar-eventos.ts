import type { TEvento, TListQuery } from '@patio/domain';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventos } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { countUpTo, totalEstimado } from '../../lib/list/count.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage, pageTotals } from '../../lib/list/paging.ts';

export const CAMPOS: FieldMap = {
  id: { column: eventos.id, type: 'int' },
  createdAt: { column: eventos.createdAt, type: 'timestamp' },
  tipo: { column: eventos.tipo, type: 'text' },
  emailResponsavel: { column: eventos.emailResponsavel, type: 'text' },
  descricao: { column: eventos.descricao, type: 'text' },
};

/**
 * Above this many matching events totalItems is the planner's estimate: the log grows for
 * ever and an exact count of a million rows would cost more than the page itself.
 */
export const EVENTOS_CONTAGEM_EXATA_ATE = 1000;

/** A row of the log, as ZEvento orders it. */
const EVENTO = colunasDaApi({
  id: eventos.id,
  createdAt: eventos.createdAt,
  tipo: eventos.tipo,
  emailResponsavel: eventos.emailResponsavel,
  descricao: eventos.descricao,
});

/** The alarms and events log; rows travel under `bobinas`, as the client reads them. */
export async function listarEventos(db: Executor, q: TListQuery) {
  const { where, order } = listCriteria(q, CAMPOS, 'createdAt desc');
  const { rows, ...contados } = await fetchPage<TEvento>(
    db,
    q,
    'eventos',
    () =>
      db
        .select(EVENTO)
        .from(eventos)
        .where(where)
        .orderBy(...order, desc(eventos.id))
        .$dynamic(),
    () => countUpTo(db, eventos, where, EVENTOS_CONTAGEM_EXATA_ATE),
  );
  const totais =
    contados.totalItems > EVENTOS_CONTAGEM_EXATA_ATE
      ? pageTotals(await totalEstimado(db, eventos, where, contados.totalItems), q)
      : contados;
  return { bobinas: rows, ...totais };
}
