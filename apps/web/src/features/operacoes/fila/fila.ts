/**
 * The cab's tap queue (docs/offline.md): every pick and drop is an entry, kept until the server
 * has answered it; sent in order, one at a time, each with its Idempotency-Key, so nothing is
 * sent twice and nothing is skipped. Pure of React and of IndexedDB, so it is tested alone and
 * against the real server.
 */
import type { TOperacao } from '@patio/domain';

export type Acao = 'pegar' | 'soltar';

export interface Entrada {
  /** Its place in the queue (IndexedDB's key, increasing). */
  seq?: number;
  /** The tap's Idempotency-Key. */
  chave: string;
  acao: Acao;
  /** The crane's code (PR493). */
  codigo: string;
  /** The instruction the screen acted on, and what it showed of it. */
  instrucaoId: number;
  lote: string;
  endereco: string | null;
  /** The code read from a label, when the cab read one. */
  lido?: string;
  /** When the operator tapped (ISO 8601). */
  ocorridoEm: string;
  /** Made, or sent late, without a connection: a refusal becomes a divergence. */
  offline: boolean;
}

/** How the server answered one entry. */
export type Resposta =
  | { tipo: 'ok'; ops: TOperacao[] }
  | { tipo: 'sem-conexao' }
  | { tipo: 'sem-sessao' }
  | { tipo: 'divergencia'; divergenciaId: number; mensagem: string }
  | { tipo: 'recusada'; mensagem: string; codigos: string[] };

/** Where the queue is kept (IndexedDB in the browser, memory in tests). */
export interface Armazem {
  /** The oldest entry, or undefined when the queue is empty. */
  primeira(): Promise<Entrada | undefined>;
  remover(seq: number): Promise<void>;
  /** Every entry still queued goes as made off-line: it reaches the server late. */
  marcarOffline(): Promise<void>;
}

export type Enviar = (e: Entrada) => Promise<Resposta>;

/** What the screen is told about each entry the server answered. */
export type AoResponder = (
  e: Entrada,
  r: Exclude<Resposta, { tipo: 'sem-conexao' | 'sem-sessao' }>,
) => void;

/**
 * Sends the queue in order until it is empty or the connection fails. An entry leaves the queue
 * only once the server has answered it: applied, refused on-line, or refused off-line with its
 * divergence stored. Without a connection (or a session) it stops, keeping the entry.
 */
export async function sincronizar(
  armazem: Armazem,
  enviar: Enviar,
  aoResponder: AoResponder,
): Promise<'vazia' | 'sem-conexao' | 'sem-sessao'> {
  for (;;) {
    const e = await armazem.primeira();
    if (!e || e.seq === undefined) return 'vazia';
    const r = await enviar(e);
    if (r.tipo === 'sem-conexao') {
      await armazem.marcarOffline();
      return 'sem-conexao';
    }
    if (r.tipo === 'sem-sessao') return 'sem-sessao';
    await armazem.remover(e.seq);
    aoResponder(e, r);
  }
}

/** One sync at a time per page: a second call waits for the running one and runs after it. */
export function umaPorVez<T>(fn: () => Promise<T>): () => Promise<T> {
  let atual: Promise<unknown> = Promise.resolve();
  return () => {
    const proxima = atual.then(fn, fn);
    atual = proxima.catch(() => undefined);
    return proxima;
  };
}

/**
 * The crane's operations as the cab sees them: the server's last answer with the queued taps
 * applied on top (a pick starts the first, a drop removes it). A tap the server's answer already
 * shows is not applied twice.
 */
export function comPendentes(ops: readonly TOperacao[], fila: readonly Entrada[]): TOperacao[] {
  let vista = [...ops];
  for (const e of fila) {
    const [primeira, ...resto] = vista;
    if (!primeira || primeira.instrucaoId !== e.instrucaoId) continue;
    if (e.acao === 'pegar') vista = [{ ...primeira, isIniciada: true }, ...resto];
    else if (primeira.isIniciada) vista = resto;
  }
  return vista;
}
