import type { TListQuery } from '@patio/domain';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';
import type { FieldMap } from '../../lib/gridify-sql.ts';
import { contar, criterios, pagina } from '../../lib/list.ts';

/** The client filters and sorts by `name`; `nome` is accepted too. */
const CAMPOS: FieldMap = {
  id: { column: usuarios.id, type: 'int' },
  name: { column: usuarios.nome, type: 'text' },
  nome: { column: usuarios.nome, type: 'text' },
  login: { column: usuarios.login, type: 'text' },
  email: { column: usuarios.email, type: 'text' },
  createdAt: { column: usuarios.createdAt, type: 'timestamp' },
  isActivated: { column: usuarios.isActivated, type: 'bool' },
};

/** The users list of the administration area. */
export async function listarUsuarios(db: Executor, q: TListQuery) {
  const { where, order } = criterios(q, CAMPOS, 'id');
  const { rows, ...totais } = await pagina(
    q,
    (limit, offset) => {
      const base = db
        .select({
          id: usuarios.id,
          nome: usuarios.nome,
          login: usuarios.login,
          email: usuarios.email,
          createdAt: usuarios.createdAt,
          isActivated: usuarios.isActivated,
        })
        .from(usuarios)
        .where(where)
        .orderBy(...order, asc(usuarios.id))
        .offset(offset)
        .$dynamic();
      return limit ? base.limit(limit) : base;
    },
    () => contar(db, usuarios, where),
  );
  return {
    usuarios: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    ...totais,
  };
}
