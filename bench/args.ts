import { parseArgs } from 'node:util';

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
  'inventario',
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
  /** --scale 10 (or large): the scale series at 100k/1M and 1M/10M (else 10k/100k and 100k/1M). */
  escalaGrande: boolean;
  /**
   * --keep-scale-db: each generated size is kept as a template database and later runs copy it
   * instead of generating again (the 10× point takes minutes to generate).
   */
  guardarModelos: boolean;
  /**
   * The decade's writes and tools at the 10× point (decada.ts): with --scale 10, unless
   * `--only reads` asked for the series alone.
   */
  decada: boolean;
}

const AJUDA = `npm run bench -- [options]
  --backend postgres|pglite|both   which database(s) to measure (default both)
  --only PART[,PART…]              parts to run: ${PARTES.join(', ')} (default all)
  --check                          exit 1 when a measured figure misses its goal
  --quick                          small data and short runs (2k coils, 20k events, 2 s)
  --coils N, --events N            shipped coils and events generated (default 100000, 1000000)
  --pglite-coils N, --pglite-events N   the same for PGlite (default: --coils, --events)
  --duration S                     seconds per measured load run (default 10; --quick 2)
  --seed S                         the generator's seed (default 42)
  --out FILE                       where the report goes
  --scale 10                       the scale series at 100k/1M and 1M/10M (else 10k/100k, 100k/1M);
                                   with --only reads it runs the series alone (large: the same)
  --keep-scale-db                  keep each generated size as a template database and copy it in
                                   later runs (names: BENCH_DB_PREFIX, default patio_bench)
  --help                           this text
Writes docs/benchmarks.md after a complete run (no --only, no --quick) or to --out FILE;
otherwise prints the report.`;

/** A command line the benchmark cannot run: said in one line, exit status 2. */
export class ErroDeUso extends Error {}

/** The options, or null after printing the help (--help). Throws ErroDeUso on a bad line. */
export function lerOpcoes(argv: string[]): Opcoes | null {
  let valores: ReturnType<typeof analisar>['values'];
  try {
    valores = analisar(argv).values;
  } catch (e) {
    throw new ErroDeUso(
      `${problema(e as Error & { code?: string })} (veja npm run bench -- --help)`,
    );
  }
  if (valores.help) {
    console.log(AJUDA);
    return null;
  }
  const quick = Boolean(valores.quick);
  if (valores.scale !== undefined && valores.scale !== 'large' && valores.scale !== '10')
    throw new ErroDeUso(`--scale ${valores.scale}: os valores são 10 e large (o mesmo)`);
  const backend = valores.backend ?? 'both';
  if (!['postgres', 'pglite', 'both'].includes(backend))
    throw new ErroDeUso(`--backend ${backend}: use postgres, pglite ou both`);
  const only = new Set<Parte>();
  for (const p of (valores.only ?? PARTES.join(',')).split(',').filter(Boolean)) {
    if (!PARTES.includes(p as Parte))
      throw new ErroDeUso(`--only: parte desconhecida ${p} (partes: ${PARTES.join(', ')})`);
    only.add(p as Parte);
  }
  // The series is the reads at each history size: `--only reads --scale 10` runs it alone.
  const soASerie = valores.scale !== undefined && valores.only !== undefined && only.has('reads');
  if (soASerie) {
    only.delete('reads');
    only.add('scale');
  }
  const num = (nome: keyof typeof valores, padrao: number) => {
    const v = valores[nome];
    const n = v === undefined ? padrao : Number(v);
    if (!Number.isFinite(n) || n <= 0)
      throw new ErroDeUso(`--${nome} precisa de um número positivo (recebeu ${String(v)})`);
    return n;
  };
  const coils = num('coils', quick ? 2000 : 100_000);
  const events = num('events', quick ? 20_000 : 1_000_000);
  return {
    backends: backend === 'both' ? ['postgres', 'pglite'] : [backend as Backend],
    check: Boolean(valores.check),
    only,
    quick,
    coils,
    events,
    escalaPglite: { coils: num('pglite-coils', coils), events: num('pglite-events', events) },
    parcial: valores.only !== undefined,
    out: valores.out ?? (valores.only || quick ? null : 'docs/benchmarks.md'),
    duration: num('duration', quick ? 2 : 10),
    seed: num('seed', 42),
    escalaGrande: valores.scale !== undefined,
    guardarModelos: Boolean(valores['keep-scale-db']),
    decada: valores.scale !== undefined && !soASerie,
  };
}

const texto = { type: 'string' } as const;
const chave = { type: 'boolean' } as const;
/** Strict: an unknown option, a missing value or a stray argument is an error. */
const analisar = (argv: string[]) =>
  parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      backend: texto,
      only: texto,
      check: chave,
      quick: chave,
      coils: texto,
      events: texto,
      'pglite-coils': texto,
      'pglite-events': texto,
      duration: texto,
      seed: texto,
      out: texto,
      scale: texto,
      'keep-scale-db': chave,
      help: chave,
    },
  });

/** parseArgs' refusal in one line: which option or argument, and what is wrong with it. */
function problema(e: Error & { code?: string }): string {
  const nome = /'([^' ]+)/.exec(e.message)?.[1] ?? '';
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `opção desconhecida: ${nome}`;
  if (e.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `argumento inesperado: ${nome}`;
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /does not take/.test(e.message)
      ? `${nome} não leva valor`
      : `${nome} precisa de um valor`;
  return e.message.split('\n')[0] ?? e.message;
}
