import type { TBobinaLinha, TListQuery } from '@patio/domain';
import { and, asc, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { countRows } from '../../lib/list/count.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage } from '../../lib/list/paging.ts';
import { COLUNAS_LINHA } from './colunas.ts';

const LINHA = colunasDaApi(COLUNAS_LINHA);

/**
 * Gridify names of the coil list (docs/product/main-yard.md#filter-and-sort-names) and a few more
 * the map and the tests use.
 */
export const CAMPOS: FieldMap = {
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
 * Without pageSize (the map) every yard coil comes back in one query, with no count query: the
 * rows come from the driver as they are sent (lib/colunas-da-api.ts).
 * The search box's contains-/i is served by the yard's trigram indexes (migration 0006): with
 * the yard spread over a heap of shipped coils the planner picks their bitmap scans, much
 * cheaper than testing every coil through the lote index (docs/performance-notes.md).
 */
export async function listarBobinas(db: Executor, q: TListQuery) {
  const c = listCriteria(q, CAMPOS, 'lote');
  const where = and(isNotNull(bobinas.endereco), c.where);
  const { rows, ...totais } = await fetchPage<TBobinaLinha>(
    db,
    q,
    'bobinas',
    () =>
      db
        .select(LINHA)
        .from(bobinas)
        .where(where)
        .orderBy(...c.order, asc(bobinas.id))
        .$dynamic(),
    () => countRows(db, bobinas, where),
  );
  return { bobinas: rows, ...totais };
}
