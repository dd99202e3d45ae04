import type { CpuPorRequisicao } from './cpu.ts';

/** Latency and throughput figures of one closed-loop run (API or bare SQL). */
export interface Medida {
  connections: number;
  requests: number;
  /** Completed requests per second over the measured window. */
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers (HTTP) or failed statements (SQL). */
  erros: number;
  /** What the errors were, e.g. { '409': 3, ECONNRESET: 1 }. */
  tiposDeErro: Record<string, number>;
  /** CPU by process over the run, when it was read (bench/cpu.ts). */
  cpu?: CpuPorRequisicao;
}

/** No answer completed in the run: the percentile is unbounded (a miss, never "not measured"). */
export function percentil(ordenadas: number[], p: number): number {
  if (ordenadas.length === 0) return Number.POSITIVE_INFINITY;
  const i = Math.min(ordenadas.length - 1, Math.ceil((p / 100) * ordenadas.length) - 1);
  return ordenadas[Math.max(0, i)] as number;
}

export function medida(
  connections: number,
  latencias: number[],
  segundos: number,
  tiposDeErro: Record<string, number>,
): Medida {
  const ordenadas = [...latencias].sort((a, b) => a - b);
  return {
    connections,
    requests: latencias.length,
    rps: latencias.length / segundos,
    p50: percentil(ordenadas, 50),
    p99: percentil(ordenadas, 99),
    erros: Object.values(tiposDeErro).reduce((s, n) => s + n, 0),
    tiposDeErro,
  };
}

export const contar = (m: Record<string, number>, k: string) => {
  m[k] = (m[k] ?? 0) + 1;
};

export function mediana(xs: number[]): number {
  const o = [...xs].sort((a, b) => a - b);
  return o.length ? (o[Math.floor((o.length - 1) / 2)] as number) : Number.NaN;
}
