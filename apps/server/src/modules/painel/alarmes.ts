import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

/** ALERTA events of the last 24 h: how many, and the last five (the tipo/date index). */
export async function alarmes(db: Executor) {
  const [[contagem], recentes] = await Promise.all([
    linhas<{ n: number }>(
      db,
      sql`select count(*)::int as n from eventos
        where tipo = 'ALERTA' and created_at >= now() - interval '24 hours'`,
    ),
    linhas<{
      id: number;
      createdAt: Date | string;
      descricao: string;
      emailResponsavel: string | null;
    }>(
      db,
      sql`select id::int as id, created_at as "createdAt", descricao, email_responsavel as "emailResponsavel"
        from eventos
        where tipo = 'ALERTA' and created_at >= now() - interval '24 hours'
        order by created_at desc, id desc limit 5`,
    ),
  ]);
  return {
    ultimas24h: contagem?.n ?? 0,
    recentes: recentes.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
  };
}
