import type { TExportQuery } from '@patio/domain';
import { desc, sql } from 'drizzle-orm';
import { eventos } from '../../db/schema.ts';
import { coluna } from '../../lib/exportacao/colunas.ts';
import type { Exportacao } from '../../lib/exportacao/exportar.ts';
import { horaLocal, ordem, selecao } from '../../lib/exportacao/sql.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { CAMPOS } from './listar-eventos.ts';

/** The alarms and events log with the screen's filter and order, newest first by default. */
export function exportacaoEventos(q: TExportQuery): Exportacao {
  const c = listCriteria({ page: 1, ...q }, CAMPOS, 'createdAt desc');
  const e = eventos;
  return {
    nome: 'alarmes-e-eventos',
    colunas: [
      coluna('Data/Hora', 'dataHora'),
      coluna('Tipo'),
      coluna('Usuario'),
      coluna('Mensagem'),
    ],
    consulta: sql`select ${selecao([
      horaLocal(e.createdAt),
      e.tipo,
      e.emailResponsavel,
      e.descricao,
    ])} from ${e} ${c.where ? sql`where ${c.where}` : sql``} order by ${ordem([...c.order, desc(e.id)])}`,
  };
}
