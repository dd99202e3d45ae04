import type { Executor } from '../../db/client.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';

/** One user's denials on one route. */
interface Conta {
  login: string;
  email: string;
  rota: string;
  exige: string;
  /** When this key's last row was written (ms). */
  escritaEm: number;
  /** Denials since that row, written as one row when its minute ends. */
  pendentes: number;
  timer?: NodeJS.Timeout | undefined;
}

export interface Negacao {
  usuarioId: number;
  login: string;
  email: string;
  method: string;
  /** The route's pattern (`/api/usuarios/:id`), so every id of a route shares one count. */
  rota: string;
  exige: string;
}

/** Past this many keys, those with nothing pending and no row in the last minute are dropped. */
const MAX_CHAVES = 1000;

/**
 * Records refused requests (403) as ALERTA events without letting a flood bury the events log:
 * at most one row per user and route a minute. A refusal with no row in the last minute is
 * written at once; the refusals after it are counted and written as one row, with their count,
 * when that minute ends (docs/sessions.md). Kept per server process.
 */
export function registroDeNegacoes(db: Executor, minutoMs = 60_000) {
  const contas = new Map<string, Conta>();

  async function escreverPendentes(c: Conta) {
    clearTimeout(c.timer);
    c.timer = undefined;
    if (c.pendentes === 0) return;
    const n = c.pendentes;
    c.pendentes = 0;
    c.escritaEm = Date.now();
    await registrarEvento(db, {
      tipo: 'ALERTA',
      descricao: `Acesso negado a ${c.login} ${n} vez(es) no último minuto: ${c.rota} exige ${c.exige}.`,
      emailResponsavel: c.email,
    });
  }

  function esquecerAntigas(agora: number) {
    if (contas.size <= MAX_CHAVES) return;
    for (const [chave, c] of contas)
      if (c.pendentes === 0 && agora - c.escritaEm >= minutoMs) contas.delete(chave);
  }

  return {
    async registrar(n: Negacao, url: string): Promise<void> {
      const chave = `${n.usuarioId} ${n.method} ${n.rota}`;
      const agora = Date.now();
      const c = contas.get(chave);
      if (c && (c.pendentes > 0 || agora - c.escritaEm < minutoMs)) {
        c.pendentes += 1;
        c.timer ??= setTimeout(
          () => {
            escreverPendentes(c).catch(() => {});
          },
          Math.max(c.escritaEm + minutoMs - agora, 0),
        ).unref();
        return;
      }
      esquecerAntigas(agora);
      contas.set(chave, {
        login: n.login,
        email: n.email,
        rota: `${n.method} ${n.rota}`,
        exige: n.exige,
        escritaEm: agora,
        pendentes: 0,
      });
      await registrarEvento(db, {
        tipo: 'ALERTA',
        descricao: `Acesso negado a ${n.login}: ${n.method} ${url} exige ${n.exige}.`,
        emailResponsavel: n.email,
      });
    },
    /** Writes the counts still pending (at shutdown, or when a test asks). */
    async descarregar(): Promise<void> {
      for (const c of contas.values()) await escreverPendentes(c);
    },
  };
}

export type RegistroDeNegacoes = ReturnType<typeof registroDeNegacoes>;
