import type { TExportQuery } from '@patio/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bobinas, instrucaoAberta, instrucoes } from '../../db/schema.ts';
import { coluna } from '../../lib/exportacao/colunas.ts';
import type { Exportacao } from '../../lib/exportacao/exportar.ts';
import { horaLocal, ordem, selecao } from '../../lib/exportacao/sql.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { CAMPOS } from './listar-instrucoes.ts';

/** The open instructions as the list shows them, with their state and crane. */
export function exportacaoInstrucoes(q: TExportQuery): Exportacao {
  const c = listCriteria({ page: 1, ...q }, CAMPOS, 'id');
  const i = instrucoes;
  return {
    nome: 'instrucoes',
    colunas: [
      coluna('Lote'),
      coluna('Origem'),
      coluna('Destino'),
      coluna('Tipo'),
      coluna('Situação'),
      coluna('Ponte'),
      coluna('Criada em', 'dataHora'),
    ],
    consulta: sql`select ${selecao([
      bobinas.lote,
      bobinas.endereco,
      i.destino,
      i.tipo,
      sql`case ${i.estado} when 'ABERTA' then 'Aguardando ponte' when 'SELECIONADA' then 'Selecionada na ponte' else 'Bobina na ponte' end`,
      i.ponte,
      horaLocal(i.createdAt),
    ])} from ${i} join ${bobinas} on ${eq(bobinas.id, i.bobinaId)}
      where ${and(instrucaoAberta, c.where)} order by ${ordem([...c.order, asc(i.id)])}`,
  };
}
