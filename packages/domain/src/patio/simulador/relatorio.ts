/** The simulator's tables and the benchmark's goals (docs/advisor.md). */
import type { ModeloSaida } from './modelo.ts';
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
    '| modelo | política | chegadas | retiradas | remanej. | remanej./retirada | percurso/mov. | percurso/bobina | forçadas | ocupação média (máx.) | latência p50/p99 (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of resultados) {
    const lat =
      r.latencias.length > 0
        ? `${f(percentil(r.latencias, 50), 1)} / ${f(percentil(r.latencias, 99), 1)}`
        : '—';
    linhas.push(
      `| ${r.modelo} | ${r.politica} | ${r.chegadas} | ${r.retiradas} | ${r.remanejamentos} | ${f(remanejamentosPorRetirada(r), 3)} | ${f(percursoPorMovimento(r), 1)} | ${f(percursoPorBobina(r), 1)} | ${r.forcadas} | ${f(100 * r.ocupacaoMedia, 1)} % (${f(100 * r.ocupacaoMaxima, 1)} %) | ${lat} |`,
    );
  }
  return linhas.join('\n');
}

export interface Meta {
  meta: string;
  ok: boolean;
  medido: string;
}

const de = (rs: readonly ResultadoSim[], m: ModeloSaida, p: NomePolitica) =>
  rs.find((r) => r.modelo === m && r.politica === p);

/** The goals of the benchmark, over the runs made (a model without all three policies is skipped). */
export function verificarMetas(
  rs: readonly ResultadoSim[],
  latenciaPatioCheio: readonly { grupos: number; p99: number }[] = [],
  latenciaApi: readonly { grupos: number; p99: number }[] = [],
): Meta[] {
  const metas: Meta[] = [];
  for (const m of ['informado', 'fifo', 'aleatorio'] as const) {
    const a = de(rs, m, 'advisor');
    const ff = de(rs, m, 'first-free');
    const ra = de(rs, m, 'random');
    if (!a || !ff || !ra) continue;
    const melhor = Math.min(remanejamentosPorRetirada(ff), remanejamentosPorRetirada(ra));
    const adv = remanejamentosPorRetirada(a);
    if (m === 'informado') {
      const reducao = melhor > 0 ? 1 - adv / melhor : 0;
      metas.push({
        meta: 'informado: remanejamentos/retirada do advisor ≥ 30 % abaixo da melhor base, ocupação ≥ 85 %',
        ok: reducao >= 0.3 && a.ocupacaoMedia >= 0.85,
        medido: `${f(adv, 3)} vs ${f(melhor, 3)} (−${f(100 * reducao, 1)} %), ocupação ${f(100 * a.ocupacaoMedia, 1)} %`,
      });
    } else {
      metas.push({
        meta: `${m}: remanejamentos/retirada do advisor não piores que as bases`,
        ok: adv <= melhor,
        medido: `${f(adv, 3)} vs ${f(melhor, 3)}`,
      });
    }
    const percursoBase = Math.min(percursoPorBobina(ff), percursoPorBobina(ra));
    metas.push({
      meta: `${m}: percurso da ponte do advisor igual ou menor (por bobina movimentada)`,
      ok: percursoPorBobina(a) <= percursoBase,
      medido: `${f(percursoPorBobina(a), 1)} vs ${f(percursoBase, 1)}`,
    });
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
      meta: `latência p99 ≤ 50 ms pela API no pátio cheio de ${l.grupos} grupos`,
      ok: l.p99 <= 50,
      medido: `${f(l.p99, 1)} ms`,
    });
  }
  return metas;
}
