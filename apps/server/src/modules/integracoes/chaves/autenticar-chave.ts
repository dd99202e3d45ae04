import { nomeDaIntegracao } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../../lib/http-error.ts';
import { linhas } from '../../../lib/linhas.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { MSG_CHAVE } from './erros.ts';
import { hashDaChave } from './segredo.ts';

const STREAM_DE_CHAVE_MS = 5 * 60_000;

/** The machine key a request carries in `x-api-key`, if any. */
export function chaveDoPedido(request: FastifyRequest): string | null {
  const sent = request.headers['x-api-key'];
  return typeof sent === 'string' && sent !== '' ? sent : null;
}

/**
 * The actor of a request made with a machine key: the key's profile's permissions, read on every
 * request like a user's (a profile edit or a revocation acts on the next call), and the key's
 * name where a user's login and e-mail would go, so every event it causes names it. Its id is
 * the key's, negated: it never equals a user's. The last use is written at most once a minute.
 */
export async function autenticarChave(
  request: FastifyRequest,
  chave: string,
): Promise<UsuarioAutenticado> {
  const db = request.server.db;
  const [row] = await linhas<{
    id: number;
    nome: string;
    permissoes: string | null;
    marcar: boolean;
  }>(
    db,
    sql`select c.id, c.nome, string_agg(distinct p.nome, ',') as permissoes,
          coalesce(c.usada_em < now() - interval '1 minute', true) as marcar
        from chaves_integracao c
        left join perfil_permissoes pp on pp.perfil_id = c.perfil_id
        left join permissoes p on p.id = pp.permissao_id
        where c.hash = ${hashDaChave(chave)} and c.revogada_em is null
        group by c.id`,
  );
  if (!row) throw unauthorized(MSG_CHAVE.invalida);
  if (row.marcar) {
    await db.execute(sql`update chaves_integracao set usada_em = now() where id = ${row.id}`);
  }
  // A key does not expire, but its event stream ends now and then, so that the reconnection
  // checks the key again: a revoked key's stream lasts a few minutes more at most.
  request.sessaoExpiraMs = Date.now() + STREAM_DE_CHAVE_MS;
  const nome = nomeDaIntegracao(row.nome);
  return {
    id: -row.id,
    login: nome,
    email: nome,
    nome,
    isActivated: true,
    tokenVersion: 0,
    permissoes: new Set(row.permissoes ? row.permissoes.split(',') : []),
  };
}
