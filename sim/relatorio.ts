/** The simulator's tables and the benchmark's goals (docs/advisor.md). */
import type { ModeloPermanencia } from '../packages/domain/src/patio/advisor/permanencia.ts';
import { INFORMADOS, MUNDOS, type NomeMundo } from './modelo.ts';
import type { NomePolitica } from './politicas.ts';
import type { ResultadoSim } from './simular.ts';

export const percentil = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

export const remanejamentosPorRetirada = (r: ResultadoSim) =>
  r.retiradas > 0 ? r.remanejamentos / r.retiradas : 0;
export const percursoPorMovimento = (r: ResultadoSim) =>
  r.movimentos > 0 ? r.percurso / r.movimentos : 0;
/** The crane's whole travel for the same work (the same coils in and out under every policy). */
export const percursoPorBobina = (r: ResultadoSim) =>
  r.chegadas + r.retiradas > 0 ? r.percurso / (r.chegadas + r.retiradas) : 0;

const f = (n: number, d = 2) => n.toFixed(d);

export function tabela(resultados: readonly ResultadoSim[]): string {
  const linhas = [
    '| mundo | seed | política | chegadas | retiradas | remanej. | remanej./retirada | percurso/mov. | percurso/bobina | forçadas | ocupação média (máx.) | latência p50/p99 (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of resultados) {
    const lat =
      r.latencias.length > 0
        ? `${f(percentil(r.latencias, 50), 1)} / ${f(percentil(r.latencias, 99), 1)}`
        : '—';
    linhas.push(
      `| ${r.mundo} | ${r.seed} | ${r.politica} | ${r.chegadas} | ${r.retiradas} | ${r.remanejamentos} | ${f(remanejamentosPorRetirada(r), 3)} | ${f(percursoPorMovimento(r), 1)} | ${f(percursoPorBobina(r), 1)} | ${r.forcadas} | ${f(100 * r.ocupacaoMedia, 1)} % (${f(100 * r.ocupacaoMaxima, 1)} %) | ${lat} |`,
    );
  }
  return linhas.join('\n');
}

/** One seed of one world: the advisor against the better baseline. */
export interface Comparacao {
  mundo: NomeMundo;
  seed: number;
  advisor: number;
  primeiraLivre: number;
  aleatoria: number;
  /** Relocations per retrieval, advisor ÷ the better baseline. */
  razao: number;
  /** Crane travel per coil handled, advisor ÷ the better baseline. */
  razaoPercurso: number;
}

const de = (rs: readonly ResultadoSim[], m: NomeMundo, seed: number, p: NomePolitica) =>
  rs.find((r) => r.mundo === m && r.seed === seed && r.politica === p);

/** Every world × seed that has the three policies. */
export function comparar(rs: readonly ResultadoSim[]): Comparacao[] {
  const out: Comparacao[] = [];
  const vistos = new Set<string>();
  for (const r of rs) {
    const k = `${r.mundo}|${r.seed}`;
    if (vistos.has(k)) continue;
    vistos.add(k);
    const a = de(rs, r.mundo, r.seed, 'advisor');
    const ff = de(rs, r.mundo, r.seed, 'first-free');
    const ra = de(rs, r.mundo, r.seed, 'random');
    if (!a || !ff || !ra) continue;
    const melhor = Math.min(remanejamentosPorRetirada(ff), remanejamentosPorRetirada(ra));
    const percurso = Math.min(percursoPorBobina(ff), percursoPorBobina(ra));
    out.push({
      mundo: r.mundo,
      seed: r.seed,
      advisor: remanejamentosPorRetirada(a),
      primeiraLivre: remanejamentosPorRetirada(ff),
      aleatoria: remanejamentosPorRetirada(ra),
      razao: melhor > 0 ? remanejamentosPorRetirada(a) / melhor : 1,
      razaoPercurso: percurso > 0 ? percursoPorBobina(a) / percurso : 1,
    });
  }
  return out;
}

const mediana = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

export interface ResumoMundo {
  mundo: NomeMundo;
  seeds: number;
  mediana: number;
  pior: number;
  medianaPercurso: number;
  piorPercurso: number;
}

export function resumir(cs: readonly Comparacao[]): ResumoMundo[] {
  return MUNDOS.flatMap((mundo) => {
    const d = cs.filter((c) => c.mundo === mundo);
    if (d.length === 0) return [];
    return [
      {
        mundo,
        seeds: d.length,
        mediana: mediana(d.map((c) => c.razao)),
        pior: Math.max(...d.map((c) => c.razao)),
        medianaPercurso: mediana(d.map((c) => c.razaoPercurso)),
        piorPercurso: Math.max(...d.map((c) => c.razaoPercurso)),
      },
    ];
  });
}

/** The --check table: world × seed, then each world's median and worst. */
export function tabelaComparacao(cs: readonly Comparacao[]): string {
  const linhas = [
    '| mundo | seed | advisor | first-free | random | razão (advisor ÷ melhor base) | percurso (÷ melhor base) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const c of cs) {
    linhas.push(
      `| ${c.mundo} | ${c.seed} | ${f(c.advisor, 3)} | ${f(c.primeiraLivre, 3)} | ${f(c.aleatoria, 3)} | ${f(c.razao, 3)} | ${f(c.razaoPercurso, 3)} |`,
    );
  }
  for (const r of resumir(cs)) {
    linhas.push(
      `| **${r.mundo}** | mediana / pior de ${r.seeds} | | | | **${f(r.mediana, 3)} / ${f(r.pior, 3)}** | ${f(r.medianaPercurso, 3)} / ${f(r.piorPercurso, 3)} |`,
    );
  }
  return linhas.join('\n');
}

/** The stay model in use, as GET patio/sugestoes/modelo gives it. */
export function tabelaModelo(m: ModeloPermanencia): string {
  const linhas = [
    `${m.saidas} saídas lidas`,
    '',
    '| classe | saídas | dias | mediana (h) | dispersão | origem |',
    '|---|---|---|---|---|---|',
  ];
  for (const c of m.classes) {
    linhas.push(
      `| ${c.classe} | ${c.saidas} | ${f(c.dias, 1)} | ${f(c.medianaHoras, 1)} | ${f(c.dispersao, 3)} | ${c.origem} |`,
    );
  }
  return linhas.join('\n');
}

export interface Meta {
  meta: string;
  ok: boolean;
  medido: string;
}

/** The goals of the benchmark (docs/advisor.md, "Simulator"), over the runs made. */
export function verificarMetas(
  rs: readonly ResultadoSim[],
  latenciaPatioCheio: readonly { grupos: number; p99: number }[] = [],
  latenciaApi: readonly { grupos: number; p99: number }[] = [],
): Meta[] {
  const metas: Meta[] = [];
  for (const r of resumir(comparar(rs))) {
    const informado = INFORMADOS.includes(r.mundo);
    const [med, pior] = informado ? [0.7, 0.8] : [1, 1.05];
    metas.push({
      meta: `${r.mundo}: remanejamentos/retirada ÷ melhor base, mediana ≤ ${f(med)} e pior seed ≤ ${f(pior)}`,
      ok: r.mediana <= med && r.pior <= pior,
      medido: `mediana ${f(r.mediana, 3)}, pior ${f(r.pior, 3)} (${r.seeds} seeds)`,
    });
    metas.push({
      meta: `${r.mundo}: percurso da ponte por bobina ≤ melhor base (mediana das seeds)`,
      ok: r.medianaPercurso <= 1,
      medido: `mediana ${f(r.medianaPercurso, 3)}, pior ${f(r.piorPercurso, 3)}`,
    });
  }
  for (const r of rs.filter((x) => x.politica === 'advisor')) {
    if (r.ocupacaoMedia < 0.85) {
      metas.push({
        meta: `${r.mundo}/${r.seed}: ocupação média ≥ 85 %`,
        ok: false,
        medido: `${f(100 * r.ocupacaoMedia, 1)} %`,
      });
    }
  }
  const recusadas = rs.reduce((s, r) => s + r.recusadasPelasRegras, 0);
  metas.push({
    meta: '0 sugestões recusadas por uma regra',
    ok: recusadas === 0,
    medido: String(recusadas),
  });
  const comLimpa = rs.reduce((s, r) => s + r.forcadasComLimpa, 0);
  metas.push({
    meta: '0 confirmações onde havia posição limpa',
    ok: comLimpa === 0,
    medido: String(comLimpa),
  });
  for (const l of latenciaPatioCheio) {
    metas.push({
      meta: `latência p99 ≤ 50 ms no pátio cheio de ${l.grupos} grupos (função pura)`,
      ok: l.p99 <= 50,
      medido: `${f(l.p99, 1)} ms`,
    });
  }
  for (const l of latenciaApi) {
    metas.push({
      meta: `latência p99 ≤ 50 ms pela API no pátio cheio de ${l.grupos} grupos (alvo 35 ms)`,
      ok: l.p99 <= 50,
      medido: `${f(l.p99, 1)} ms`,
    });
  }
  return metas;
}
