/** The benchmark's flags (see `npm run bench -- --help`). */
export const PARTES = [
  'bundle',
  'coldstart',
  'memory',
  'reads',
  'writes',
  'import',
  'map-render',
  'scale',
  'export',
  'planejamento',
] as const;
export type Parte = (typeof PARTES)[number];
export type Backend = 'postgres' | 'pglite';

export interface Opcoes {
  backends: Backend[];
  check: boolean;
  only: Set<Parte>;
  quick: boolean;
  coils: number;
  events: number;
  /** PGlite's own scale (--pglite-coils, --pglite-events): full scale can be impractical there. */
  escalaPglite: { coils: number; events: number };
  /** Seconds per measured load run. */
  duration: number;
  seed: number;
  /** --only given: the report shows only what was measured. */
  parcial: boolean;
  /** Where the Markdown report goes; null prints it. */
  out: string | null;
  /** --scale large: the scale series at 100k/1M and 1M/10M (else 10k/100k and 100k/1M). */
  escalaGrande: boolean;
}

const AJUDA = `npm run bench -- [--backend postgres|pglite|both] [--check] [--only ${PARTES.join(',')}]
                     [--quick] [--coils N] [--events N] [--pglite-coils N] [--pglite-events N]
                     [--duration S] [--seed S] [--out FILE] [--scale large]
Writes docs/benchmarks.md after a complete run (no --only, no --quick) or to --out FILE;
otherwise prints the report. The scale series (part 'scale', PostgreSQL) measures the reads at
10k/100k and 100k/1M shipped coils/events; --scale large at 100k/1M and 1M/10M.`;

export function lerOpcoes(argv: string[]): Opcoes {
  const valor = (nome: string) => {
    const i = argv.indexOf(`--${nome}`);
    if (i >= 0) return argv[i + 1];
    return argv.find((a) => a.startsWith(`--${nome}=`))?.slice(nome.length + 3);
  };
  const tem = (nome: string) => argv.includes(`--${nome}`);
  if (tem('help')) {
    console.log(AJUDA);
    process.exit(0);
  }
  const quick = tem('quick');
  const escala = valor('scale');
  if (escala !== undefined && escala !== 'large') throw new Error(AJUDA);
  const backend = valor('backend') ?? 'both';
  if (!['postgres', 'pglite', 'both'].includes(backend)) throw new Error(AJUDA);
  const only = new Set<Parte>();
  for (const p of (valor('only') ?? PARTES.join(',')).split(',').filter(Boolean)) {
    if (!PARTES.includes(p as Parte)) throw new Error(`parte desconhecida: ${p}\n${AJUDA}`);
    only.add(p as Parte);
  }
  const num = (nome: string, padrao: number) => {
    const v = valor(nome);
    const n = v === undefined ? padrao : Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${nome} precisa de um número positivo`);
    return n;
  };
  const coils = num('coils', quick ? 2000 : 100_000);
  const events = num('events', quick ? 20_000 : 1_000_000);
  return {
    backends: backend === 'both' ? ['postgres', 'pglite'] : [backend as Backend],
    check: tem('check'),
    only,
    quick,
    coils,
    events,
    escalaPglite: { coils: num('pglite-coils', coils), events: num('pglite-events', events) },
    parcial: valor('only') !== undefined,
    out: valor('out') ?? (valor('only') || quick ? null : 'docs/benchmarks.md'),
    duration: num('duration', quick ? 2 : 10),
    seed: num('seed', 42),
    escalaGrande: escala === 'large',
  };
}
