import type { TListQuery } from '@patio/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, instrucoes } from '../../db/schema.ts';
import { type FieldMap, filterToSql, orderByToSql } from '../../lib/gridify-sql.ts';
import { paginacao, totais } from '../../lib/list.ts';
import { selecionarInstrucoes } from './colunas.ts';

/** Gridify names of part2 §5 (bobina.lote, bobina.endereco, destino, tipo, ticada) and a few more. */
const CAMPOS: FieldMap = {
  id: { column: instrucoes.id, type: 'int' },
  'bobina.lote': { column: bobinas.lote, type: 'text' },
  lote: { column: bobinas.lote, type: 'text' },
  'bobina.endereco': { column: bobinas.endereco, type: 'text' },
  origem: { column: bobinas.endereco, type: 'text' },
  destino: { column: instrucoes.destino, type: 'text' },
  tipo: { column: instrucoes.tipo, type: 'text' },
  ticada: { column: instrucoes.ticada, type: 'bool' },
  estado: { column: instrucoes.estado, type: 'text' },
  // Cranes travel as their code without '#' (part2 §3): ponte=PR493.
  ponte: { column: sql`replace(${instrucoes.ponte}, '#', '')`, type: 'text' },
};

/**
 * The open instructions (ABERTA, SELECIONADA, INICIADA): what the office and the cranes still
 * have to do. Completed ones leave the list; the coil's history keeps each move.
 */
export async function listarInstrucoes(db: Executor, q: TListQuery) {
  const where = and(ne(instrucoes.estado, 'CONCLUIDA'), filterToSql(q.filter, CAMPOS));
  const order = orderByToSql(q.orderBy, CAMPOS, 'id');
  const { limit, offset } = paginacao(q);
  const base = selecionarInstrucoes(db)
    .where(where)
    .orderBy(...order, asc(instrucoes.id))
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    limit ? base.limit(limit) : base,
    db
      .select({ n: count() })
      .from(instrucoes)
      .innerJoin(bobinas, eq(bobinas.id, instrucoes.bobinaId))
      .where(where),
  ]);
  const t = totais(total?.n ?? 0, q);
  // The crane screen reads the Portuguese names (part2 §3); the lists read the English ones.
  return { instrucoes: rows, ...t, totalPaginas: t.totalPages, totalItens: t.totalItems };
}
