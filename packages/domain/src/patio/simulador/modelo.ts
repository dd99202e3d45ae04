/**
 * The simulator's world (docs/advisor.md, "Simulator"): coils arriving from the mill with the
 * attribute mix of seed:scale, and each coil's TRUE departure, drawn from one of three models.
 * The policies never read `saida`: they see only what the system knows (BobinaDoPatio).
 */
export type Random = () => number;

/** mulberry32 (the seeds' own PRNG): small, seedable, reproducible. */
export function prng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const HORA = 3_600_000;
export const DIA = 24 * HORA;

export type ModeloSaida = 'informado' | 'fifo' | 'aleatorio';
export const MODELOS: readonly ModeloSaida[] = ['informado', 'fifo', 'aleatorio'];

/** seed:scale's mix: 60 % of the coils name a next process, uniformly among the six. */
const PROCESSOS = ['LDC3', 'LDC4', 'LPBQ1', 'LPBQ2', 'LPBQ3', 'EMB4'] as const;

/** Informed model: mean stay in days by next process (EMB4 is direct delivery). */
export const PERMANENCIA_DIAS: Readonly<Record<string, number>> = {
  EMB4: 2,
  LDC3: 6,
  LDC4: 6,
  LPBQ1: 10,
  LPBQ2: 10,
  LPBQ3: 10,
  '': 20,
};
/** Spread of the informed model: log-normal noise with this sigma around the class mean. */
export const RUIDO_SIGMA = 0.5;

/** Mean stay over the mix (days): the same for the three models, so the yard fills alike. */
export const PERMANENCIA_MEDIA =
  0.4 * (PERMANENCIA_DIAS[''] ?? 20) +
  0.1 * PROCESSOS.reduce((s, p) => s + (PERMANENCIA_DIAS[p] ?? 0), 0);

export interface BobinaSim {
  id: number;
  lote: string;
  largura: number;
  isLege: boolean;
  grupo: string;
  material: string;
  proximoProcesso: string | null;
  laminacaoAt: string;
  chegada: number;
  /** The TRUE departure (ms). Only the world reads it; the policies never do. */
  saida: number;
}

const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;

function normal(random: Random): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A stay in ms drawn from the model, for a coil of this next process. */
export function permanencia(modelo: ModeloSaida, random: Random, processo: string | null): number {
  if (modelo === 'fifo') return PERMANENCIA_MEDIA * DIA * (0.98 + 0.04 * random());
  if (modelo === 'aleatorio') return -Math.log(Math.max(random(), 1e-12)) * PERMANENCIA_MEDIA * DIA;
  const media = PERMANENCIA_DIAS[processo ?? ''] ?? 20;
  // log-normal with this mean: exp(mu + sigma z), mu = ln(media) - sigma²/2
  const z = normal(random);
  return media * DIA * Math.exp(RUIDO_SIGMA * z - (RUIDO_SIGMA * RUIDO_SIGMA) / 2);
}

/** A coil from the mill arriving at `chegada`, with seed:scale's attribute mix. */
export function novaBobinaSim(
  random: Random,
  id: number,
  chegada: number,
  modelo: ModeloSaida,
  partilhaLege: number,
): BobinaSim {
  const proximoProcesso = random() < 0.6 ? pick(random, PROCESSOS) : null;
  const laminada = chegada - 2 * HORA - Math.floor(random() * 46) * HORA;
  return {
    id,
    lote: `S${String(id).padStart(8, '0')}`,
    largura: 1000 + 50 * Math.floor(random() * 13),
    isLege: random() < partilhaLege,
    grupo: pick(random, ['LQ', 'FM', 'LZ', 'LF']),
    material: pick(random, ['BQ', 'BG', 'BQD', 'BDZ']),
    proximoProcesso,
    laminacaoAt: new Date(laminada).toISOString().slice(0, 16),
    chegada,
    saida: chegada + permanencia(modelo, random, proximoProcesso),
  };
}
