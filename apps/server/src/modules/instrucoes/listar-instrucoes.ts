import type { TInstrucaoLinha, TListQuery } from '@patio/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, instrucaoAberta, instrucoes } from '../../db/schema.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { filterFieldNames, listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage } from '../../lib/list/paging.ts';
import { selecionarInstrucoes } from './colunas.ts';

/**
 * Gridify names of docs/product/operations.md#filter-fields (bobina.lote, bobina.endereco, destino,
 * tipo, ticada) and a few more.
 */
export const CAMPOS: FieldMap = {
  id: { column: instrucoes.id, type: 'int' },
  'bobina.lote': { column: bobinas.lote, type: 'text' },
  lote: { column: bobinas.lote, type: 'text' },
  'bobina.endereco': { column: bobinas.endereco, type: 'text' },
  origem: { column: bobinas.endereco, type: 'text' },
  destino: { column: instrucoes.destino, type: 'text' },
  tipo: { column: instrucoes.tipo, type: 'text' },
  ticada: { column: instrucoes.ticada, type: 'bool' },
  estado: { column: instrucoes.estado, type: 'text' },
  // Cranes travel as their code without '#' (docs/product/operations.md#crane-operation-record):
  // ponte=PR493.
  ponte: { column: sql`replace(${instrucoes.ponte}, '#', '')`, type: 'text' },
  // The cranes list relocations first (orderBy=remanejamento desc, id): they free the others.
  remanejamento: { column: sql`(${instrucoes.tipo} = 'REMANEJAMENTO')`, type: 'bool' },
};

/** Filter fields that read the coil's columns. */
const DA_BOBINA = new Set(['bobina.lote', 'lote', 'bobina.endereco', 'origem']);

/**
 * The open instructions (ABERTA, SELECIONADA, INICIADA): what the office and the cranes still
 * have to do. Completed ones leave the list; the coil's history keeps each move.
 */
export async function listarInstrucoes(db: Executor, q: TListQuery) {
  const c = listCriteria(q, CAMPOS, 'id');
  const where = and(instrucaoAberta, c.where);
  const { rows, ...t } = await fetchPage<TInstrucaoLinha>(
    db,
    q,
    'instrucoes',
    () =>
      selecionarInstrucoes(db)
        .where(where)
        .orderBy(...c.order, asc(instrucoes.id))
        .$dynamic(),
    () => {
      // The count joins the coils only when the filter reads them: the open instructions
      // alone are an index-only count on instrucoes_abertas_idx (migration 0012).
      const contagem = db.select({ n: count() }).from(instrucoes).$dynamic();
      if (q.filter && filterFieldNames(q.filter).some((f) => DA_BOBINA.has(f)))
        contagem.innerJoin(bobinas, eq(bobinas.id, instrucoes.bobinaId));
      return contagem.where(where);
    },
  );
  // The crane screen reads the Portuguese names (docs/product/operations.md#fields); the lists read the English ones.
  return { instrucoes: rows, ...t, totalPaginas: t.totalPages, totalItens: t.totalItems };
}
