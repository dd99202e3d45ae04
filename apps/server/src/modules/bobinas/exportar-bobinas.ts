import type { TExportQuery } from '@patio/domain';
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import { bobinas } from '../../db/schema.ts';
import { coluna } from '../../lib/exportacao/colunas.ts';
import type { Exportacao } from '../../lib/exportacao/exportar.ts';
import { horaSemFuso, ordem, selecao } from '../../lib/exportacao/sql.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { CAMPOS } from './listar-bobinas.ts';

/** The coil list's rows (its filter and order), with the coil form's other fields after them. */
export function exportacaoBobinas(q: TExportQuery): Exportacao {
  const c = listCriteria({ page: 1, ...q }, CAMPOS, 'lote');
  const b = bobinas;
  return {
    nome: 'bobinas',
    colunas: [
      coluna('Lote'),
      coluna('Endereço'),
      coluna('Grupo'),
      coluna('Material'),
      coluna('Laminação', 'dataHora'),
      coluna('Turno', 'numero'),
      coluna('Fluxo'),
      coluna('Resfriamento Forçado', 'simNao'),
      coluna('Item'),
      coluna('Resfriado', 'simNao'),
      coluna('Peso (Ton)', 'numero'),
      coluna('Espessura (mm)', 'numero'),
      coluna('Largura (mm)', 'numero'),
      coluna('Próximo processo'),
    ],
    consulta: sql`select ${selecao([
      b.lote,
      b.endereco,
      b.grupo,
      b.material,
      horaSemFuso(b.laminacaoAt),
      b.laminacaoTurno,
      b.fluxo,
      b.isLege,
      b.item,
      b.isResfriada,
      b.peso,
      b.espessura,
      b.largura,
      b.proximoProcesso,
    ])} from ${b} where ${and(isNotNull(b.endereco), c.where)} order by ${ordem([...c.order, asc(b.id)])}`,
  };
}
