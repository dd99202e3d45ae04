/** The longest wait between two tries of one delivery. */
export const ESPERA_MAXIMA_S = 3600;

/**
 * Seconds to wait after the `tentativas`-th failed try: 2.5 s doubled each time, ±20 % jitter
 * (so endpoints that failed together do not retry together), capped at an hour. The first
 * retry comes within 3 s, which the idle poll (1 s) keeps within 5 s.
 */
export function espera(tentativas: number, aleatorio: number = Math.random()): number {
  const base = 2.5 * 2 ** Math.max(0, Math.min(tentativas - 1, 20));
  return Math.min(ESPERA_MAXIMA_S, base * (0.8 + 0.4 * aleatorio));
}
