import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfilPermissoes, permissoes, usuarioPerfis, usuarios } from '../../db/schema.ts';
import { preparada } from '../../lib/preparadas.ts';
import type { UsuarioAutenticado } from '../../lib/usuario-autenticado.ts';

export type { UsuarioAutenticado };

type Busca = { id: number; sessao?: string } | { login: string };

/**
 * Permission names are codes without commas (GESTAO_DE_USUARIOS…): a comma-joined text is
 * split with no array parsing on every request.
 */
const PERMISSOES = sql<string | null>`string_agg(distinct ${permissoes.nome}, ',')`;

const SESSAO_ABERTA = sql<boolean>`exists (select 1 from sessoes s
  where s.id = ${sql.placeholder('sessao')} and s.usuario_id = ${usuarios.id}
    and s.revogada_at is null and s.expires_at > now())`;

/** The guard's query for one kind of lookup, built once per database handle. */
function consulta(db: Executor, tipo: 'sessao' | 'id' | 'login') {
  return preparada(db, `carregarUsuario:${tipo}`, () =>
    db
      .select({
        id: usuarios.id,
        login: usuarios.login,
        email: usuarios.email,
        nome: usuarios.nome,
        isActivated: usuarios.isActivated,
        tokenVersion: usuarios.tokenVersion,
        permissoes: PERMISSOES,
        sessaoAberta: tipo === 'sessao' ? SESSAO_ABERTA : sql<boolean>`null::boolean`,
      })
      .from(usuarios)
      .leftJoin(usuarioPerfis, eq(usuarioPerfis.usuarioId, usuarios.id))
      .leftJoin(perfilPermissoes, eq(perfilPermissoes.perfilId, usuarioPerfis.perfilId))
      .leftJoin(permissoes, eq(permissoes.id, perfilPermissoes.permissaoId))
      .where(
        tipo === 'login'
          ? sql`lower(${usuarios.login}) = lower(${sql.placeholder('login')})`
          : eq(usuarios.id, sql.placeholder('id')),
      )
      .groupBy(usuarios.id),
  );
}

/**
 * The user and the union of their profiles' permissions, in one query. The guard keeps its
 * answer per session and process until a change to the user, a profile or the session is
 * announced (modules/auth/sessoes-guardadas.ts), so a profile change or a deactivation still
 * takes effect on the user's next call. With `sessao` (a session's stored id: `hashSessao` of a
 * token's jti) it also says whether that session is still open, in the same query.
 */
export async function carregarUsuario(
  db: Executor,
  where: Busca,
): Promise<UsuarioAutenticado | null> {
  const sessao = 'sessao' in where && where.sessao ? where.sessao : null;
  const tipo = 'login' in where ? 'login' : sessao ? 'sessao' : 'id';
  const [row] = await consulta(db, tipo).execute(
    'login' in where ? { login: where.login } : { id: where.id, sessao },
  );
  if (!row) return null;
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    nome: row.nome,
    isActivated: row.isActivated,
    tokenVersion: row.tokenVersion,
    permissoes: new Set(row.permissoes ? row.permissoes.split(',') : []),
    ...(sessao && row.sessaoAberta ? { sessaoId: sessao } : {}),
  };
}
