import { type TExportQuery, TIPOS_PATIO } from '@patio/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { bobinas, listas } from '../../db/schema.ts';
import { coluna } from '../../lib/exportacao/colunas.ts';
import type { Exportacao } from '../../lib/exportacao/exportar.ts';
import { ordem, selecao } from '../../lib/exportacao/sql.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { CAMPOS, ORDENS } from './listar-itens.ts';

/**
 * A reserve list as the screen shows it (the screen scopes by Tipo and Ticada=0): its Ordem is
 * the item's position among the open items of its list, computed at read time as on the screen
 * (docs/performance-notes.md), and a filter on `sequencia` reads that same Ordem.
 */
/** The list's name as the screen's tabs show it ('Programa de laminacao', 'Anexo 1 (AX#1)'). */
const nomeDaLista = sql`case ${listas.tipo} ${sql.join(
  TIPOS_PATIO.map((t) => sql`when ${t.codigo} then ${t.descricao}`),
  sql` `,
)} else ${listas.tipo} end`;

export function exportacaoItens(q: TExportQuery): Exportacao {
  const posicao = sql`ordens.n`;
  const c = listCriteria(
    { page: 1, ...q },
    { ...CAMPOS, sequencia: { column: posicao, type: 'int' } },
    'sequencia',
  );
  // Sorting by the Ordem is sorting by the key: the same order, read from the index.
  const { order } = listCriteria({ page: 1, ...q }, CAMPOS, 'sequencia');
  return {
    nome: 'patio-reserva',
    colunas: [
      coluna('Ordem', 'numero'),
      coluna('Lista'),
      coluna('Lote'),
      coluna('Item'),
      coluna('Grupo'),
      coluna('Material'),
      coluna('Fluxo'),
      coluna('Resfriamento Forcado', 'simNao'),
      coluna('Marcada', 'simNao'),
    ],
    consulta: sql`select ${selecao([
      posicao,
      nomeDaLista,
      bobinas.lote,
      bobinas.item,
      bobinas.grupo,
      bobinas.material,
      bobinas.fluxo,
      bobinas.isLege,
      listas.ticada,
    ])} from ${listas} join ${bobinas} on ${eq(bobinas.id, listas.bobinaId)}
      left join ${ORDENS} ordens on ordens.id = ${listas.id}
      ${c.where ? sql`where ${c.where}` : sql``} order by ${ordem([...order, asc(listas.id)])}`,
  };
}
