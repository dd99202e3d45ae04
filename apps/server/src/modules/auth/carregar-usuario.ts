import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface UsuarioAutenticado {
  id: number;
  login: string;
  email: string;
  nome: string;
  isActivated: boolean;
  tokenVersion: number;
  permissoes: Set<string>;
  /** The session the request came with (its token's jti), when it is open. */
  sessaoId?: string;
}

interface Row extends Record<string, unknown> {
  id: number;
  login: string;
  email: string;
  nome: string;
  is_activated: boolean;
  token_version: number;
  permissoes: string[] | null;
  sessao_aberta: boolean | null;
}

/**
 * The user and the union of their profiles' permissions, in one query. Read on every request,
 * so a profile change or a deactivation takes effect on the user's next call. With `sessao`
 * (a token's jti) it also says whether that session is still open, in the same query.
 */
export async function carregarUsuario(
  db: Executor,
  where: { id: number; sessao?: string } | { login: string },
): Promise<UsuarioAutenticado | null> {
  const cond =
    'id' in where ? sql`u.id = ${where.id}` : sql`lower(u.login) = lower(${where.login})`;
  const sessao = 'sessao' in where && where.sessao ? where.sessao : null;
  const result = await db.execute<Row>(sql`
    select u.id, u.login, u.email, u.nome, u.is_activated, u.token_version,
      array_remove(array_agg(distinct p.nome), null) as permissoes,
      ${
        sessao
          ? sql`exists (select 1 from sessoes s where s.id = ${sessao} and s.usuario_id = u.id
              and s.revogada_at is null and s.expires_at > now())`
          : sql`null::boolean`
      } as sessao_aberta
    from usuarios u
      left join usuario_perfis up on up.usuario_id = u.id
      left join perfil_permissoes pp on pp.perfil_id = up.perfil_id
      left join permissoes p on p.id = pp.permissao_id
    where ${cond}
    group by u.id`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row) return null;
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    nome: row.nome,
    isActivated: row.is_activated,
    tokenVersion: row.token_version,
    permissoes: new Set(row.permissoes ?? []),
    ...(sessao && row.sessao_aberta ? { sessaoId: sessao } : {}),
  };
}
