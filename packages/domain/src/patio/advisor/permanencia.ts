/**
 * The stay model the advisor reads (docs/advisor.md, "Learned stays"): how long a coil stays in
 * the main yard by next process — and by material where the history shows it matters — learned
 * from the yard's own exits, starting from the prior table and shrunk toward it while data is
 * thin. Pure: the server feeds it the stays it reads from the movement history, the simulator
 * the stays of its warm-up.
 */
import { PROXIMOS_PROCESSOS } from '../../opcoes.ts';

const DIA = 86_400_000;

/** The prior: median stay in hours by next process, before any history (the first table). */
export const PERMANENCIA_HORAS: Readonly<Record<string, number>> = {
  EMB4: 48,
  LDC3: 144,
  LDC4: 144,
  LPBQ1: 240,
  LPBQ2: 240,
  LPBQ3: 240,
};
/** A coil without a next process waits longest (stock). */
export const PERMANENCIA_SEM_PROCESSO = 480;
/** The prior's spread: sigma of the log of the stay (about ±50 %). */
export const DISPERSAO_PRIOR = 0.5;

export const APRENDIZADO = {
  /** A class's learned figures replace the prior only with at least this many exits… */
  minimoSaidas: 30,
  /** …spread over at least this many days (a single busy week is not the yard's law). */
  minimoDias: 14,
  /** Weight of the prior in exits: with n exits the learned figure weighs n / (n + this). */
  pesoPrior: 10,
  /**
   * A material's stays become a class of their own only when their median differs from the
   * process's by more than this (log scale, ≈ 28 %) and by more than three standard errors (many materials are tested: two would let chance through).
   */
  diferencaMinima: 0.25,
  /** The spread never goes below this: a narrow history still leaves room for noise. */
  dispersaoMinima: 0.15,
} as const;

/** One stay read from the history: entry to exit, as the server recorded them. */
export interface Estadia {
  proximoProcesso: string | null;
  material?: string | null;
  horas: number;
  /** The exit instant (ms): how the exits spread over time. */
  saidaMs: number;
}

export type OrigemPermanencia = 'historico' | 'prior';

/** A row of the table in use. */
export interface ClassePermanencia {
  /** The next process code, or `nenhum` for coils without one; `LDC3/BQ` for a finer class. */
  classe: string;
  proximoProcesso: string | null;
  /** Set only on a finer class learned from the history. */
  material: string | null;
  /** Exits counted for this class. */
  saidas: number;
  /** Days between the class's first and last exit. */
  dias: number;
  /** Median stay, hours. */
  medianaHoras: number;
  /** Sigma of the log of the stay (0.5 ≈ ±50 %). */
  dispersao: number;
  origem: OrigemPermanencia;
}

export interface ModeloPermanencia {
  /** Exits read from the history (every class). */
  saidas: number;
  /** When it was computed (ISO), null for the bare prior. */
  calculadoEm: string | null;
  classes: ClassePermanencia[];
  /**
   * Lookup by process ('' = none), then material: read for every coil of a call, so two map
   * probes and no key built.
   */
  porProcesso: ReadonlyMap<string, Indice>;
}

interface Indice {
  classe: ClassePermanencia;
  porMaterial: ReadonlyMap<string, ClassePermanencia> | null;
}

export const SEM_PROCESSO = 'nenhum';

function mediana(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Robust sigma: 1.4826 × the median absolute deviation (a few odd stays do not widen it). */
function dispersaoDe(logs: number[], centro: number): number {
  return 1.4826 * mediana(logs.map((x) => Math.abs(x - centro)));
}

interface Resumo {
  n: number;
  dias: number;
  mu: number;
  sigma: number;
}

function resumir(es: readonly Estadia[]): Resumo {
  const logs = es.map((e) => Math.log(Math.max(e.horas, 0.1)));
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const e of es) {
    min = Math.min(min, e.saidaMs);
    max = Math.max(max, e.saidaMs);
  }
  const mu = logs.length > 0 ? mediana(logs) : 0;
  return {
    n: es.length,
    dias: es.length > 0 ? (max - min) / DIA : 0,
    mu,
    sigma: logs.length > 0 ? dispersaoDe(logs, mu) : 0,
  };
}

const suficiente = (r: Resumo) =>
  r.n >= APRENDIZADO.minimoSaidas && r.dias >= APRENDIZADO.minimoDias;

/** The learned figures pulled toward (mu0, sigma0) with the prior's weight in exits. */
function encolher(r: Resumo, mu0: number, sigma0: number): { mu: number; sigma: number } {
  const k = APRENDIZADO.pesoPrior;
  const mu = (k * mu0 + r.n * r.mu) / (k + r.n);
  const v = (k * sigma0 * sigma0 + r.n * r.sigma * r.sigma) / (k + r.n);
  return { mu, sigma: Math.max(APRENDIZADO.dispersaoMinima, Math.sqrt(v)) };
}

const arred = (x: number, casas: number) => Math.round(x * 10 ** casas) / 10 ** casas;

function indexar(
  classes: ClassePermanencia[],
  saidas: number,
  calculadoEm: string | null,
): ModeloPermanencia {
  const porProcesso = new Map<
    string,
    { classe: ClassePermanencia; porMaterial: Map<string, ClassePermanencia> | null }
  >();
  for (const c of classes) {
    if (c.material === null)
      porProcesso.set(c.proximoProcesso ?? '', { classe: c, porMaterial: null });
  }
  for (const c of classes) {
    const i = porProcesso.get(c.proximoProcesso ?? '');
    if (c.material === null || !i) continue;
    i.porMaterial ??= new Map();
    i.porMaterial.set(c.material, c);
  }
  return { saidas, calculadoEm, classes, porProcesso };
}

const processos = () => [...PROXIMOS_PROCESSOS.map((p) => p.codigo), null];

function priorDe(processo: string | null): number {
  return (processo && PERMANENCIA_HORAS[processo]) || PERMANENCIA_SEM_PROCESSO;
}

/** The table before any history: the prior for every class. */
export function modeloPrior(): ModeloPermanencia {
  const classes = processos().map((p) => ({
    classe: p ?? SEM_PROCESSO,
    proximoProcesso: p,
    material: null,
    saidas: 0,
    dias: 0,
    medianaHoras: priorDe(p),
    dispersao: DISPERSAO_PRIOR,
    origem: 'prior' as const,
  }));
  return indexar(classes, 0, null);
}

export const MODELO_PRIOR: ModeloPermanencia = modeloPrior();

/**
 * Learns the table from the stays of the history. Per next process: the prior until the class
 * has `minimoSaidas` exits over `minimoDias` days; then the median and robust spread of the
 * log stays, shrunk toward the prior with `pesoPrior` exits' weight. Within a learned process,
 * a material becomes a finer class when it has enough exits of its own and its median clearly
 * differs (`diferencaMinima` and three standard errors).
 */
export function aprenderPermanencia(
  estadias: readonly Estadia[],
  calculadoEm: Date | null = null,
): ModeloPermanencia {
  const porProcesso = new Map<string, Estadia[]>();
  const conhecidos = new Set(processos().map((p) => p ?? ''));
  let saidas = 0;
  for (const e of estadias) {
    const p = e.proximoProcesso ?? '';
    if (!conhecidos.has(p) || !(e.horas >= 0)) continue;
    saidas++;
    const lista = porProcesso.get(p);
    if (lista) lista.push(e);
    else porProcesso.set(p, [e]);
  }
  const classes: ClassePermanencia[] = [];
  for (const p of processos()) {
    const es = porProcesso.get(p ?? '') ?? [];
    const r = resumir(es);
    const mu0 = Math.log(priorDe(p));
    const base = {
      classe: p ?? SEM_PROCESSO,
      proximoProcesso: p,
      material: null,
      saidas: r.n,
      dias: arred(r.dias, 1),
    };
    if (!suficiente(r)) {
      classes.push({
        ...base,
        medianaHoras: priorDe(p),
        dispersao: DISPERSAO_PRIOR,
        origem: 'prior',
      });
      continue;
    }
    const { mu, sigma } = encolher(r, mu0, DISPERSAO_PRIOR);
    classes.push({
      ...base,
      medianaHoras: arred(Math.exp(mu), 1),
      dispersao: arred(sigma, 3),
      origem: 'historico',
    });
    const porMaterial = new Map<string, Estadia[]>();
    for (const e of es) {
      if (!e.material) continue;
      const lista = porMaterial.get(e.material);
      if (lista) lista.push(e);
      else porMaterial.set(e.material, [e]);
    }
    for (const [material, ms] of [...porMaterial].sort(([a], [b]) => a.localeCompare(b))) {
      const rm = resumir(ms);
      if (!suficiente(rm) || rm.n === r.n) continue;
      const fino = encolher(rm, mu, sigma);
      // standard error of a median ≈ 1.25 σ / √n
      const erro = (1.2533 * sigma) / Math.sqrt(rm.n);
      const diferenca = Math.abs(fino.mu - mu);
      if (diferenca < APRENDIZADO.diferencaMinima || diferenca < 3 * erro) continue;
      classes.push({
        classe: `${p ?? SEM_PROCESSO}/${material}`,
        proximoProcesso: p,
        material,
        saidas: rm.n,
        dias: arred(rm.dias, 1),
        medianaHoras: arred(Math.exp(fino.mu), 1),
        dispersao: arred(fino.sigma, 3),
        origem: 'historico',
      });
    }
  }
  return indexar(classes, saidas, calculadoEm ? calculadoEm.toISOString() : null);
}

/** The class of a coil: its process and material if learned, else its process, else none. */
export function classeDe(
  modelo: ModeloPermanencia,
  proximoProcesso: string | null,
  material?: string | null,
): ClassePermanencia {
  const i =
    (proximoProcesso ? modelo.porProcesso.get(proximoProcesso) : undefined) ??
    modelo.porProcesso.get('') ??
    (MODELO_PRIOR.porProcesso.get('') as Indice);
  return (material && i.porMaterial?.get(material)) || i.classe;
}
