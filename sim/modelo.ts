/**
 * The simulator's worlds (docs/advisor.md, "Simulator"): coils arriving from the mill with the
 * attribute mix of seed:scale, and each coil's TRUE stay, drawn from the world's own law —
 * which, but for the prior's world, is not the advisor's prior. The policies never read
 * `saida`: they see only what the system knows (BobinaDoPatio).
 */
import { prng, type Random } from '@patio/domain';

export { prng, type Random };

export const HORA = 3_600_000;
export const DIA = 24 * HORA;

/** seed:scale's mix: 60 % of the coils name a next process, uniformly among the six. */
export const PROCESSOS = ['LDC3', 'LDC4', 'LPBQ1', 'LPBQ2', 'LPBQ3', 'EMB4'] as const;
const MATERIAIS = ['BQ', 'BG', 'BQD', 'BDZ'] as const;

export type NomeMundo = 'prior' | 'reordenado' | 'disperso' | 'aleatorio';
export const MUNDOS: readonly NomeMundo[] = ['prior', 'reordenado', 'disperso', 'aleatorio'];
/** The worlds whose stays follow the coils' attributes (the advisor can learn them). */
export const INFORMADOS: readonly NomeMundo[] = ['prior', 'reordenado', 'disperso'];

export interface Mundo {
  nome: NomeMundo;
  descricao: string;
  /** Median stay in days by next process ('' = none); unused by the random world. */
  medianaDias: Readonly<Record<string, number>>;
  /** Sigma of the log stay. */
  sigma: number;
  /** Share of coils whose plan changes: the stay follows another process than the recorded one. */
  mudancaDePlano: number;
  /** Factor on the stay by material (a finer class the history may show). */
  porMaterial: Readonly<Record<string, number>>;
}

const MUNDO: Record<NomeMundo, Mundo> = {
  // the advisor's prior table as the truth (medians 2/6/10/20 days, ±50 %)
  prior: {
    nome: 'prior',
    descricao: 'o prior do advisor: EMB4 2 d, LDC 6 d, LPBQ 10 d, sem processo 20 d, σ 0,5',
    medianaDias: { EMB4: 2, LDC3: 6, LDC4: 6, LPBQ1: 10, LPBQ2: 10, LPBQ3: 10, '': 20 },
    sigma: 0.5,
    mudancaDePlano: 0,
    porMaterial: {},
  },
  // the classes' order changed: LDC leaves first, EMB4 waits longest; BDZ stays twice as long
  reordenado: {
    nome: 'reordenado',
    descricao:
      'ordem trocada: LDC 1,5 d, LPBQ 5 d, sem processo 9 d, EMB4 16 d; BDZ fica 2×; σ 0,5',
    medianaDias: { LDC3: 1.5, LDC4: 1.5, LPBQ1: 5, LPBQ2: 5, LPBQ3: 5, '': 9, EMB4: 16 },
    sigma: 0.5,
    mudancaDePlano: 0,
    porMaterial: { BDZ: 2 },
  },
  // other medians, much wider spreads, and one coil in five whose plan changed
  disperso: {
    nome: 'disperso',
    descricao:
      'dispersão larga e 20 % de mudança de plano: EMB4 3 d, LDC 4 d, LPBQ 12 d, sem processo 14 d, σ 0,9',
    medianaDias: { EMB4: 3, LDC3: 4, LDC4: 4, LPBQ1: 12, LPBQ2: 12, LPBQ3: 12, '': 14 },
    sigma: 0.9,
    mudancaDePlano: 0.2,
    porMaterial: {},
  },
  // exponential stays, independent of every attribute: nothing to learn
  aleatorio: {
    nome: 'aleatorio',
    descricao: 'aleatório: exponencial de média 9 d, independente de tudo que o sistema sabe',
    medianaDias: { '': 9 },
    sigma: 0,
    mudancaDePlano: 0,
    porMaterial: {},
  },
};

export const mundo = (nome: NomeMundo): Mundo => MUNDO[nome];

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
  /** The TRUE departure (ms), before the dispatch's slip. Only the world reads it. */
  saida: number;
  /** The process it really leaves as: its recorded one unless its plan changed. Only the world
   * and the `--oracle-class` diagnostic read it. */
  classeReal: string | null;
}

const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;

function normal(random: Random): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A stay in ms drawn from the world's law, for a coil of this next process and material. */
export function permanencia(
  m: Mundo,
  random: Random,
  processo: string | null,
  material: string,
): number {
  return sortearPermanencia(m, random, processo, material).ms;
}

/** The stay's draw, with the process the coil really leaves as (a plan change may differ). */
export function sortearPermanencia(
  m: Mundo,
  random: Random,
  processo: string | null,
  material: string,
): { ms: number; segue: string | null } {
  if (m.nome === 'aleatorio') {
    const ms = -Math.log(Math.max(random(), 1e-12)) * (m.medianaDias[''] ?? 9) * DIA;
    return { ms, segue: processo };
  }
  // a changed plan: the coil leaves as a coil of another process would
  const segue =
    m.mudancaDePlano > 0 && random() < m.mudancaDePlano
      ? pick(random, [...PROCESSOS, null])
      : processo;
  const mediana = (m.medianaDias[segue ?? ''] ?? 10) * (m.porMaterial[material] ?? 1);
  return { ms: mediana * DIA * Math.exp(m.sigma * normal(random)), segue };
}

/** Mean stay of the world's mix (days), by drawing: the arrival rate follows from it. */
export function permanenciaMedia(m: Mundo): number {
  const random = prng(7);
  let soma = 0;
  const n = 20_000;
  for (let i = 0; i < n; i++) {
    const processo = random() < 0.6 ? pick(random, PROCESSOS) : null;
    soma += permanencia(m, random, processo, pick(random, MATERIAIS));
  }
  return soma / n / DIA;
}

/** A coil from the mill arriving at `chegada`, with seed:scale's attribute mix. */
export function novaBobinaSim(
  random: Random,
  id: number,
  chegada: number,
  m: Mundo,
  partilhaLege: number,
): BobinaSim {
  const proximoProcesso = random() < 0.6 ? pick(random, PROCESSOS) : null;
  const laminada = chegada - 2 * HORA - Math.floor(random() * 46) * HORA;
  const material = pick(random, MATERIAIS);
  const laminacaoAt = new Date(laminada).toISOString().slice(0, 16);
  const largura = 1000 + 50 * Math.floor(random() * 13);
  const isLege = random() < partilhaLege;
  const grupo = pick(random, ['LQ', 'FM', 'LZ', 'LF']);
  const p = sortearPermanencia(m, random, proximoProcesso, material);
  return {
    id,
    lote: `S${String(id).padStart(8, '0')}`,
    largura,
    isLege,
    grupo,
    material,
    proximoProcesso,
    laminacaoAt,
    chegada,
    saida: chegada + p.ms,
    classeReal: p.segue,
  };
}
