import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** After this many failures inside the window, the login is locked for a growing while. */
export const MAX_FALHAS = 5;
const JANELA = '15 minutes';

/** Seconds the login stays locked, or 0 when it may try. */
export async function segundosBloqueado(db: Executor, login: string): Promise<number> {
  const r = await db.execute<{ s: number }>(sql`
    select ceil(extract(epoch from (bloqueado_ate - now())))::int as s
    from tentativas_login where login = ${login} and bloqueado_ate > now()`);
  return (r as unknown as { rows: { s: number }[] }).rows[0]?.s ?? 0;
}

/**
 * Counts one failure atomically (several processes may see failures of the same login) and
 * returns the failure count; from MAX_FALHAS on, the lock doubles from 30 s up to 15 min.
 */
export async function registrarFalha(db: Executor, login: string): Promise<number> {
  const r = await db.execute<{ falhas: number }>(sql`
    insert into tentativas_login as t (login, falhas, primeira_falha)
    values (${login}, 1, now())
    on conflict (login) do update set
      falhas = case when t.primeira_falha < now() - ${JANELA}::interval then 1 else t.falhas + 1 end,
      primeira_falha = case when t.primeira_falha < now() - ${JANELA}::interval then now() else t.primeira_falha end
    returning falhas`);
  const falhas = (r as unknown as { rows: { falhas: number }[] }).rows[0]?.falhas ?? 1;
  if (falhas >= MAX_FALHAS) {
    const segundos = Math.min(30 * 2 ** (falhas - MAX_FALHAS), 900);
    await db.execute(sql`
      update tentativas_login set bloqueado_ate = now() + make_interval(secs => ${segundos})
      where login = ${login}`);
  }
  return falhas;
}

export async function limparFalhas(db: Executor, login: string): Promise<void> {
  await db.execute(sql`delete from tentativas_login where login = ${login}`);
}
