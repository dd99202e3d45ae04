import type { TExportQuery } from '@patio/domain';
import { asc, sql } from 'drizzle-orm';
import { usuarios } from '../../db/schema.ts';
import { coluna } from '../../lib/exportacao/colunas.ts';
import type { Exportacao } from '../../lib/exportacao/exportar.ts';
import { horaLocal, ordem, selecao } from '../../lib/exportacao/sql.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { CAMPOS } from './listar-usuarios.ts';

/** The users list as the administration screen shows it (never a password hash). */
export function exportacaoUsuarios(q: TExportQuery): Exportacao {
  const c = listCriteria({ page: 1, ...q }, CAMPOS, 'id');
  const u = usuarios;
  return {
    nome: 'usuarios',
    colunas: [
      coluna('Nome'),
      coluna('Login'),
      coluna('Email'),
      coluna('Data da inserção', 'dataHora'),
      coluna('Status'),
    ],
    consulta: sql`select ${selecao([
      u.nome,
      u.login,
      u.email,
      horaLocal(u.createdAt),
      sql`case when ${u.isActivated} then 'Ativo' else 'Inativo' end`,
    ])} from ${u} ${c.where ? sql`where ${c.where}` : sql``} order by ${ordem([...c.order, asc(u.id)])}`,
  };
}
