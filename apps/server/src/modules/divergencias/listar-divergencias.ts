import type { TDivergencia, TDivergenciasQuery } from '@patio/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { divergencias } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { countRows } from '../../lib/list/count.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage } from '../../lib/list/paging.ts';
import { COLUNAS_DIVERGENCIA } from './colunas.ts';

/** A row as the API gives it, written by the database (ISO instants). */
const DIVERGENCIA = colunasDaApi(COLUNAS_DIVERGENCIA);

/** A list without pageSize (the badge's) gives at most this many: the open ones are few. */
export const LIMITE_DIVERGENCIAS = 500;

const CAMPOS: FieldMap = {
  id: { column: divergencias.id, type: 'int' },
  estado: { column: divergencias.estado, type: 'text' },
  ponte: { column: divergencias.ponte, type: 'text' },
  acao: { column: divergencias.acao, type: 'text' },
  lote: { column: divergencias.lote, type: 'text' },
  endereco: { column: divergencias.endereco, type: 'text' },
  ocorridoEm: { column: divergencias.ocorridoEm, type: 'timestamp' },
  recebidoEm: { column: divergencias.recebidoEm, type: 'timestamp' },
  codigo: { column: divergencias.codigo, type: 'text' },
  mensagem: { column: divergencias.mensagem, type: 'text' },
  usuario: { column: divergencias.usuario, type: 'text' },
};

/**
 * The divergences of one state or all, newest first unless ordered otherwise, a page at a
 * time (the supervisor's screen) or the first LIMITE_DIVERGENCIAS (the badge).
 */
export async function listarDivergencias(db: Executor, q: TDivergenciasQuery) {
  const { estado, ...lista } = q;
  const pedido = { ...lista, pageSize: lista.pageSize ?? LIMITE_DIVERGENCIAS };
  const criterio = listCriteria(pedido, CAMPOS, 'id desc');
  const where = and(estado ? eq(divergencias.estado, estado) : undefined, criterio.where);
  const { rows, ...totais } = await fetchPage<TDivergencia>(
    db,
    pedido,
    `divergencias:${estado ?? ''}`,
    () =>
      db
        .select(DIVERGENCIA)
        .from(divergencias)
        .where(where)
        .orderBy(...criterio.order, desc(divergencias.id))
        .$dynamic(),
    () => countRows(db, divergencias, where),
  );
  return { data: rows, ...totais };
}
