import type { TExportQuery } from '@patio/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { bobinas, despachoBobinas, despachos } from '../../db/schema.ts';
import { coluna } from '../../lib/exportacao/colunas.ts';
import type { Exportacao } from '../../lib/exportacao/exportar.ts';
import { horaLocal, ordem, selecao } from '../../lib/exportacao/sql.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { carregadaSql } from './carregada.ts';
import { CAMPOS, descricaoDoModal } from './listar-despachos.ts';

/**
 * The dispatches the list's filter matches, one row per coil in loading order (a dispatch
 * without coils still has its row).
 */
export function exportacaoDespachos(q: TExportQuery): Exportacao {
  const c = listCriteria({ page: 1, ...q }, CAMPOS, 'id');
  const d = despachos;
  return {
    nome: 'despachos',
    colunas: [
      coluna('Identificação'),
      coluna('Tipo de despacho'),
      coluna('Situação'),
      coluna('Sequência', 'numero'),
      coluna('Lote'),
      coluna('Endereço'),
      coluna('Peso (Ton)', 'numero'),
      coluna('Carregada', 'simNao'),
      coluna('Carregada em', 'dataHora'),
    ],
    consulta: sql`select ${selecao([
      d.identificacao,
      descricaoDoModal,
      sql`case when ${d.finalizado} then 'Finalizado' else 'Aberto' end`,
      despachoBobinas.sequencia,
      bobinas.lote,
      bobinas.endereco,
      bobinas.peso,
      sql`case when ${despachoBobinas.bobinaId} is null then null else coalesce(${carregadaSql}, false) end`,
      horaLocal(despachoBobinas.carregadaAt),
    ])} from ${d}
      left join ${despachoBobinas} on ${eq(despachoBobinas.despachoId, d.id)}
      left join ${bobinas} on ${eq(bobinas.id, despachoBobinas.bobinaId)}
      ${c.where ? sql`where ${c.where}` : sql``}
      order by ${ordem([...c.order, asc(d.id), asc(despachoBobinas.sequencia), asc(despachoBobinas.bobinaId)])}`,
  };
}
