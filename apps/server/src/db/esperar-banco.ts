/*
 * Start-up against a PostgreSQL that is not there yet (a plant powering up starts the
 * application before its database): the server keeps trying, and says so, instead of exiting.
 * A refusal no retry can fix (a wrong password, an unknown database, a refused role) ends the
 * start at once with one line (docs/reliability.md, "Start before the database").
 */

/** First wait, doubled after each failed try up to the ceiling; no limit on the tries. */
export const ESPERA_INICIAL_MS = 1_000;
export const ESPERA_MAXIMA_MS = 30_000;

/** The wait before try n (0-based): 1 s, 2 s, 4 s … 30 s. */
export const esperaDaTentativa = (n: number) =>
  Math.min(ESPERA_INICIAL_MS * 2 ** Math.min(n, 15), ESPERA_MAXIMA_MS);

export const mensagemDeEspera = (ms: number) =>
  `Banco de dados indisponível; nova tentativa em ${Math.round(ms / 1000)} s`;

/** SQLSTATEs of a connection the server refuses for good, with what to tell the operator. */
const DEFINITIVAS: Record<string, string> = {
  '3D000': 'o banco de dados não existe',
  '28P01': 'a senha foi recusada',
  '28000': 'o usuário (papel) foi recusado',
  '42501': 'o usuário não tem permissão de conectar a este banco',
};

/** A refusal no retry would change; its message is the one line the operator reads. */
export class BancoRecusou extends Error {}

/**
 * The refusal as one line, or null when the failure may pass (no listener yet, a timeout, a
 * database still starting up: 57P03, a name not resolvable yet at power-up).
 */
export function recusaDefinitiva(err: unknown, variavel: string): BancoRecusou | null {
  const e = err as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const texto = typeof e.message === 'string' ? e.message : String(err);
  const motivo =
    DEFINITIVAS[code] ??
    // Without a password in the URL, pg fails before asking the server, with no SQLSTATE.
    (/password must be a string|Invalid URL/i.test(texto)
      ? 'a URL de conexão está incompleta ou inválida'
      : undefined);
  if (!motivo) return null;
  return new BancoRecusou(
    `Banco de dados recusou a conexão: ${motivo} (${texto}${code ? `, ${code}` : ''}). Corrija ${variavel}; uma nova tentativa não ajudaria.`,
  );
}

export interface Espera {
  /** Each wait, before it starts: the log line and the health check's answer. */
  aoEsperar(mensagem: string, err: unknown): void | Promise<void>;
  dormir?: (ms: number) => Promise<void>;
}

/** Runs `abrir` until it succeeds; a definitive refusal is thrown as BancoRecusou. */
export async function esperarBanco<T>(
  abrir: () => Promise<T>,
  variavel: string,
  espera: Espera,
): Promise<T> {
  const dormir = espera.dormir ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  for (let n = 0; ; n++) {
    try {
      return await abrir();
    } catch (err) {
      const recusa = recusaDefinitiva(err, variavel);
      if (recusa) throw recusa;
      const ms = esperaDaTentativa(n);
      await espera.aoEsperar(mensagemDeEspera(ms), err);
      await dormir(ms);
    }
  }
}
