import type { TListQuery, TPerfilLinha } from '@patio/domain';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfis } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { countRows } from '../../lib/list/count.ts';
import { listCriteria } from '../../lib/list/criteria.ts';
import { fetchPage } from '../../lib/list/paging.ts';

const PERFIL = colunasDaApi({ id: perfis.id, nome: perfis.nome });

const CAMPOS: FieldMap = {
  id: { column: perfis.id, type: 'int' },
  nome: { column: perfis.nome, type: 'text' },
};

/** The access-profile list. */
export async function listarPerfis(db: Executor, q: TListQuery) {
  const { where, order } = listCriteria(q, CAMPOS, 'id');
  const { rows, ...totais } = await fetchPage<TPerfilLinha>(
    db,
    q,
    'perfis',
    () =>
      db
        .select(PERFIL)
        .from(perfis)
        .where(where)
        .orderBy(...order, asc(perfis.id))
        .$dynamic(),
    () => countRows(db, perfis, where),
  );
  return { perfis: rows, ...totais };
}
