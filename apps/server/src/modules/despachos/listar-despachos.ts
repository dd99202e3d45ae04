import { MODAIS, type TListQuery } from '@patio/domain';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { despachos } from '../../db/schema.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { countRows } from '../../lib/list/count.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage } from '../../lib/list/paging.ts';
import { COLUNAS_DESPACHO, carregarDespachos, type LinhaDespacho } from './carregar-despachos.ts';

/** The type's label as the screens show it (Ferroviário, Rodoviário), for the search box. */
export const descricaoDoModal = sql`case ${despachos.modal} ${sql.join(
  MODAIS.map((m) => sql`when ${m.codigo} then ${m.descricao}`),
  sql` `,
)} end`;

/**
 * Gridify names of the dispatch list (docs/product/operations.md#filter-fields) plus `finalizado`,
 * which the screen filters on, and `modalDescricao`, so a search for the label a user reads finds
 * the dispatch.
 */
export const CAMPOS: FieldMap = {
  id: { column: despachos.id, type: 'int' },
  identificacao: { column: despachos.identificacao, type: 'text' },
  modal: { column: despachos.modal, type: 'text' },
  modalDescricao: { column: descricaoDoModal, type: 'text' },
  finalizado: { column: despachos.finalizado, type: 'bool' },
};

/**
 * Every dispatch the filter matches, open and finalized alike (the screen asks for
 * `finalizado=false`): a finalized dispatch stays readable with its shipped coils.
 */
export async function listarDespachos(db: Executor, q: TListQuery) {
  const { where, order } = listCriteria(q, CAMPOS, 'id');
  const { rows, ...totais } = await fetchPage<LinhaDespacho>(
    db,
    q,
    'despachos',
    () =>
      db
        .select(COLUNAS_DESPACHO)
        .from(despachos)
        .where(where)
        .orderBy(...order, asc(despachos.id))
        .$dynamic(),
    () => countRows(db, despachos, where),
  );
  return { despachos: await carregarDespachos(db, rows), ...totais };
}
