import type { Executor } from '../../db/client.ts';
import { registrarEvento } from './registrar-evento.ts';

/** One user's denials on one route inside the current minute. */
interface Janela {
  login: string;
  email: string;
  rota: string;
  exige: string;
  /** Denials after the first, which was written at once. */
  seguintes: number;
  timer: NodeJS.Timeout;
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

/**
 * Records refused requests (403) as ALERTA events without letting a flood bury the events log:
 * the first denial of a user on a route is written at once, the others of the next minute are
 * counted and written as one row when the minute ends (docs/sessions.md). Kept per process.
 */
export function registroDeNegacoes(db: Executor, janelaMs = 60_000) {
  const janelas = new Map<string, Janela>();

  async function fechar(chave: string) {
    const j = janelas.get(chave);
    if (!j) return;
    janelas.delete(chave);
    clearTimeout(j.timer);
    if (j.seguintes === 0) return;
    await registrarEvento(db, {
      tipo: 'ALERTA',
      descricao: `Acesso negado a ${j.login} mais ${j.seguintes} vez(es) no último minuto: ${j.rota} exige ${j.exige}.`,
      emailResponsavel: j.email,
    });
  }

  return {
    async registrar(n: Negacao, url: string): Promise<void> {
      const chave = `${n.usuarioId} ${n.method} ${n.rota}`;
      const aberta = janelas.get(chave);
      if (aberta) {
        aberta.seguintes += 1;
        return;
      }
      const timer = setTimeout(() => {
        fechar(chave).catch(() => {});
      }, janelaMs);
      timer.unref();
      janelas.set(chave, {
        login: n.login,
        email: n.email,
        rota: `${n.method} ${n.rota}`,
        exige: n.exige,
        seguintes: 0,
        timer,
      });
      await registrarEvento(db, {
        tipo: 'ALERTA',
        descricao: `Acesso negado a ${n.login}: ${n.method} ${url} exige ${n.exige}.`,
        emailResponsavel: n.email,
      });
    },
    /** Writes the counts of the minutes still open (at shutdown, or when a test asks). */
    async descarregar(): Promise<void> {
      for (const chave of [...janelas.keys()]) await fechar(chave);
    },
  };
}

export type RegistroDeNegacoes = ReturnType<typeof registroDeNegacoes>;
