import type { TListQuery, TUsuarioLinha } from '@patio/domain';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { countRows } from '../../lib/list/count.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage } from '../../lib/list/paging.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { COLUNAS_USUARIO } from './colunas.ts';
import { contaProtegida } from './conta-protegida.ts';

/** The client filters and sorts by `name`; `nome` is accepted too. */
export const CAMPOS: FieldMap = {
  id: { column: usuarios.id, type: 'int' },
  name: { column: usuarios.nome, type: 'text' },
  nome: { column: usuarios.nome, type: 'text' },
  login: { column: usuarios.login, type: 'text' },
  email: { column: usuarios.email, type: 'text' },
  createdAt: { column: usuarios.createdAt, type: 'timestamp' },
  isActivated: { column: usuarios.isActivated, type: 'bool' },
};

/** The users list of the administration area, each row saying whether it is out of `ator`'s reach. */
export async function listarUsuarios(db: Executor, q: TListQuery, ator: UsuarioAutenticado) {
  const colunas = colunasDaApi({ ...COLUNAS_USUARIO, protegido: contaProtegida(ator) });
  const { where, order } = listCriteria(q, CAMPOS, 'id');
  const { rows, ...totais } = await fetchPage<TUsuarioLinha>(
    db,
    q,
    'usuarios',
    () =>
      db
        .select(colunas)
        .from(usuarios)
        .where(where)
        .orderBy(...order, asc(usuarios.id))
        .$dynamic(),
    () => countRows(db, usuarios, where),
  );
  return { usuarios: rows, ...totais };
}
