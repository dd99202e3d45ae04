import { MSG_CONTA_PROTEGIDA } from '@patio/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';

type Ator = Pick<UsuarioAutenticado, 'id' | 'permissoes'>;

/**
 * Whether the user of the row (`usuarios`) holds a permission `ator` lacks: such an account is
 * out of the actor's reach (docs/sessions.md, "Accounts above the actor"). Never true of the
 * actor's own account.
 */
export function contaProtegida(ator: Ator): SQL<boolean> {
  const minhas = [...ator.permissoes];
  const fora = minhas.length
    ? sql`and p.nome not in (${sql.join(
        minhas.map((m) => sql`${m}`),
        sql`, `,
      )})`
    : sql``;
  // Written out: inside a select's field list Drizzle leaves a column unqualified, and a bare
  // "id" in the subquery would name the permission's.
  return sql<boolean>`(usuarios.id <> ${ator.id} and exists (
    select 1 from usuario_perfis up
    join perfil_permissoes pp on pp.perfil_id = up.perfil_id
    join permissoes p on p.id = pp.permissao_id
    where up.usuario_id = usuarios.id ${fora}))`;
}

/**
 * 403 when user `id` holds a permission the actor lacks: whoever manages users cannot set the
 * password, e-mail or login of an account worth more than their own and then sign in as it.
 */
export async function exigirContaAlteravel(db: Executor, ator: Ator, id: number): Promise<void> {
  if (id === ator.id) return;
  const [r] = await db
    .select({ protegido: contaProtegida(ator) })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  if (r?.protegido) throw forbidden('PROTEGIDO', MSG_CONTA_PROTEGIDA);
}
