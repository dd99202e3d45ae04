import type { UsuarioAutenticado } from './carregar-usuario.ts';

/** What the guard looks a session up by: the user and the session's key. */
export interface BuscaDeSessao {
  id: number;
  sessao: string;
}

export interface SessoesGuardadas {
  /**
   * The user of an open session, as `carregar` reads it, from what this process keeps when it
   * can. `expiraMs`: the token's expiry; nothing is kept past it.
   */
  carregar(busca: BuscaDeSessao, expiraMs: number): Promise<UsuarioAutenticado | null>;
  /**
   * A change that may end sessions or change permissions was made or announced: what is kept
   * of that user (or, with null, of everyone) goes, and no lookup already under way is kept.
   */
  esquecer(usuarioId: number | null): void;
  /** How many sessions are kept now. */
  readonly tamanho: number;
}

export interface OpcoesDaGuarda {
  /**
   * The longest a kept session is answered without asking the database again: the backstop
   * for a change no announcement reaches (a write made outside the server, a LISTEN connection
   * cut without the process noticing). Announced changes act at once.
   */
  validadeMs: number;
  /** At most this many sessions kept; the oldest goes first. */
  maximo: number;
  agora?: () => number;
}

/** The key of a session in the cache: the same lookup key the guard's query reads. */
export const chaveDaSessao = (b: BuscaDeSessao) => `${b.id}\u0000${b.sessao}`;

/**
 * The guard's session lookup kept per process (docs/sessions.md, "The session lookup kept per
 * process"). Only an open session of an active user is kept, each entry with its user id so a
 * change to one user forgets that user's sessions. A lookup that started before a change was
 * forgotten is answered but not kept: it may have read the rows as they were before the change.
 */
export function sessoesGuardadas(
  carregar: (busca: BuscaDeSessao) => Promise<UsuarioAutenticado | null>,
  opcoes: OpcoesDaGuarda,
): SessoesGuardadas {
  const agora = opcoes.agora ?? Date.now;
  const guardadas = new Map<string, { usuario: UsuarioAutenticado; ateMs: number }>();
  /** Moves on every forget: a lookup that saw it move does not keep what it read. */
  let geracao = 0;
  return {
    async carregar(busca, expiraMs) {
      const chave = chaveDaSessao(busca);
      const guardada = guardadas.get(chave);
      if (guardada) {
        if (agora() < guardada.ateMs) return guardada.usuario;
        guardadas.delete(chave);
      }
      const antes = geracao;
      const usuario = await carregar(busca);
      if (usuario?.isActivated && usuario.sessaoId && antes === geracao) {
        if (guardadas.size >= opcoes.maximo) {
          const maisAntiga = guardadas.keys().next().value;
          if (maisAntiga !== undefined) guardadas.delete(maisAntiga);
        }
        guardadas.set(chave, { usuario, ateMs: Math.min(agora() + opcoes.validadeMs, expiraMs) });
      }
      return usuario;
    },
    esquecer(usuarioId) {
      geracao++;
      if (usuarioId === null) {
        guardadas.clear();
        return;
      }
      for (const [chave, g] of guardadas) if (g.usuario.id === usuarioId) guardadas.delete(chave);
    },
    get tamanho() {
      return guardadas.size;
    },
  };
}
