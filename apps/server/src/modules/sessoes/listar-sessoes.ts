import type { TSessao } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

/** A user's open sessions (neither ended nor expired), newest first. */
export async function listarSessoes(
  db: Executor,
  usuarioId: number,
  atual: string | undefined,
): Promise<TSessao[]> {
  const rows = await linhas<{
    id: string;
    criada: Date | string;
    expira: Date | string;
    ip: string | null;
    user_agent: string | null;
  }>(
    db,
    sql`
      select id, created_at as criada, expires_at as expira, ip, user_agent from sessoes
      where usuario_id = ${usuarioId} and revogada_at is null and expires_at > now()
      order by created_at desc, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    criadaEm: new Date(r.criada).toISOString(),
    expiraEm: new Date(r.expira).toISOString(),
    ip: r.ip,
    userAgent: r.user_agent,
    atual: r.id === atual,
  }));
}
