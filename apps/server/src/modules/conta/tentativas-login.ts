import { isIP } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tooMany } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';

/**
 * From this many attempts of one login from one address inside the window on, that address is
 * locked out of that login for a growing while (30 s doubling up to 15 min). The rightful user
 * at another address goes on signing in.
 */
export const MAX_FALHAS = 5;
/**
 * The login's ceiling across every address. The growing lock lets one address make about ten
 * attempts in any 15 minutes (5 at once, then one after 30, 60, 120 and 240 s), so only a
 * guesser with five or more addresses reaches it (docs/sessions.md).
 */
export const MAX_FALHAS_LOGIN = 50;
const JANELA = '15 minutes';
/** The `origem` of the row that counts a login's attempts from every address. */
const TODAS = '*';

/**
 * The address an attempt counts under. An IPv6 client usually holds a whole /64 (one
 * customer's or one machine's network): counted per address, one guesser would get a fresh
 * allowance from each of its 2^64 addresses and soon reach the login's ceiling, locking the
 * rightful user out. So an IPv6 address counts as its /64; IPv4 (also written as ::ffff:a.b.c.d)
 * as itself.
 */
export function origemDaTentativa(ip: string | undefined): string {
  if (!ip) return 'desconhecida';
  const semZona = ip.replace(/%.*$/, '');
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(semZona);
  if (v4) return v4[1] as string;
  if (isIP(semZona) !== 6) return ip;
  const [cabeca = '', cauda] = semZona.split('::');
  const partes = (t: string) =>
    t ? t.split(':').flatMap((h) => (h.includes('.') ? ['0', '0'] : [h])) : [];
  const a = partes(cabeca);
  const b = cauda === undefined ? [] : partes(cauda);
  const todas = [...a, ...Array<string>(8 - a.length - b.length).fill('0'), ...b];
  return `${todas
    .slice(0, 4)
    .map((h) => Number.parseInt(h, 16).toString(16))
    .join(':')}::/64`;
}

/** Seconds of the lock that an attempt reaching `n` sets, for a row whose limit is `max`. */
const lock = (n: SQL, max: number) =>
  sql`make_interval(secs => least(30 * power(2, ${n} - ${max}), 900))`;

/**
 * Counts one attempt on one row, atomically and before the password is checked: a locked row
 * takes no count (no row comes back); the attempt that reaches `max` locks the row at once, so
 * the simultaneous attempts behind it are refused without their password being checked. The
 * number of attempts in the window, or null when the row is locked.
 */
async function contar(
  db: Executor,
  login: string,
  origem: string,
  max: number,
): Promise<number | null> {
  const expirada = sql`t.primeira_falha < now() - ${JANELA}::interval`;
  const n = sql`(case when ${expirada} then 1 else t.falhas + 1 end)`;
  const r = await db.execute<{ falhas: number }>(sql`
    insert into tentativas_login as t (login, origem, falhas, primeira_falha)
    values (${login}, ${origem}, 1, now())
    on conflict (login, origem) do update set
      falhas = ${n},
      primeira_falha = case when ${expirada} then now() else t.primeira_falha end,
      bloqueado_ate = case when ${n} >= ${max} then now() + ${lock(n, max)} end
    where t.bloqueado_ate is null or t.bloqueado_ate <= now()
    returning falhas`);
  const row = (r as unknown as { rows: { falhas: number }[] }).rows[0];
  return row ? row.falhas : null;
}

/** Seconds until both the address and the login may try again (0 when they may). */
async function segundosBloqueado(db: Executor, login: string, origem: string): Promise<number> {
  const r = await db.execute<{ s: number | null }>(sql`
    select ceil(extract(epoch from (max(bloqueado_ate) - now())))::int as s
    from tentativas_login
    where login = ${login} and origem in (${origem}, ${TODAS}) and bloqueado_ate > now()`);
  return (r as unknown as { rows: { s: number | null }[] }).rows[0]?.s ?? 0;
}

function bloqueado(segundos: number) {
  return tooMany(
    `Muitas tentativas de login. Tente novamente em ${Math.max(segundos, 1)} segundos.`,
  );
}

/** A right password: the address starts over and the login's ceiling forgets this attempt. */
async function aceitar(db: Executor, login: string, origem: string) {
  await db.execute(sql`delete from tentativas_login where login = ${login} and origem = ${origem}`);
  await db.execute(sql`
    update tentativas_login set falhas = greatest(falhas - 1, 0),
      bloqueado_ate = case when falhas - 1 >= ${MAX_FALHAS_LOGIN} then bloqueado_ate end
    where login = ${login} and origem = ${TODAS}`);
}

/**
 * Checks a password under the attempt limits shared by the login and the own password change:
 * the attempt is counted first (per login and address, and per login across addresses), then
 * `conferir` runs only if neither is locked. Answers whether the password was right; a wrong
 * one that reaches a limit is answered with the lockout (429) and an ALERTA event.
 */
export async function conferirComLimite(
  db: Executor,
  tentativa: { login: string; ip: string | undefined; email: string | null },
  conferir: () => Promise<boolean>,
): Promise<boolean> {
  const login = tentativa.login.trim().toLowerCase();
  const origem = origemDaTentativa(tentativa.ip);
  const porEndereco = await contar(db, login, origem, MAX_FALHAS);
  const noLogin = porEndereco === null ? null : await contar(db, login, TODAS, MAX_FALHAS_LOGIN);
  if (porEndereco === null || noLogin === null) {
    throw bloqueado(await segundosBloqueado(db, login, origem));
  }
  if (await conferir()) {
    await aceitar(db, login, origem);
    return true;
  }
  if (porEndereco >= MAX_FALHAS || noLogin >= MAX_FALHAS_LOGIN) {
    const descricao =
      noLogin >= MAX_FALHAS_LOGIN
        ? `Login "${login}" bloqueado após ${noLogin} tentativas com senha incorreta de vários endereços.`
        : `Login "${login}" bloqueado para o endereço ${origem} após ${porEndereco} tentativas com senha incorreta.`;
    await registrarEvento(db, { tipo: 'ALERTA', descricao, emailResponsavel: tentativa.email });
    throw bloqueado(await segundosBloqueado(db, login, origem));
  }
  return false;
}
