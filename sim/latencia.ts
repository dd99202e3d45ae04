/** The advisor's latency on a full yard (every clean slot taken but a few), for the report. */
import type { Layout } from '../packages/domain/src/endereco.ts';
import { geometriaDe } from '../packages/domain/src/patio/advisor/geometria.ts';
import { sugerirEnderecos } from '../packages/domain/src/patio/advisor/sugerir.ts';
import type { BobinaDoPatio } from '../packages/domain/src/patio/advisor/tipos.ts';
import { HORA, mundo, novaBobinaSim, prng } from './modelo.ts';
import { percentil } from './relatorio.ts';

export function latenciaPatioCheio(grupos: number, chamadas: number, seed = 1) {
  const layout: Layout = { grupos, filas: 9, colunas: 8 };
  const random = prng(seed);
  const agora = Date.UTC(2026, 10, 20);
  const bobinas: BobinaDoPatio[] = [];
  let id = 0;
  for (const s of geometriaDe(layout).slots) {
    const pulada = random() < 0.02 || (s.parsed.tipo === 'P' && s.parsed.coluna === 'B');
    if (pulada) continue;
    const b = novaBobinaSim(random, ++id, agora - random() * 400 * HORA, mundo('prior'), 0);
    bobinas.push({
      ...b,
      endereco: s.endereco,
      status: 'NO_PATIO',
      largura: s.parsed.tipo === 'N' ? 1600 : 1000,
    });
  }
  // a pyramid coil needs both supports: drop those whose support was skipped
  const ocupados = new Set(bobinas.map((b) => b.endereco));
  const validas = bobinas.filter((b) => {
    const s = geometriaDe(layout).porEndereco.get(b.endereco);
    return s?.apoios.every((a) => ocupados.has(a)) ?? false;
  });
  const tempos: number[] = [];
  const cpu: number[] = [];
  // without a process (a browser), CPU time is not measured: wall time stands in
  const cpuAgora = () => {
    const u = globalThis.process?.cpuUsage?.();
    return u ? (u.user + u.system) / 1000 : performance.now();
  };
  for (let i = 0; i < chamadas; i++) {
    const x = novaBobinaSim(random, ++id, agora, mundo('prior'), 0.1);
    const c0 = cpuAgora();
    const t0 = performance.now();
    sugerirEnderecos(x, { layout, bobinas: validas, agora });
    tempos.push(performance.now() - t0);
    cpu.push(cpuAgora() - c0);
  }
  return {
    grupos,
    bobinas: validas.length,
    p50: percentil(tempos, 50),
    p99: percentil(tempos, 99),
    /** CPU time of the same calls: the work itself, whatever else the machine runs. */
    cpuP50: percentil(cpu, 50),
    cpuP99: percentil(cpu, 99),
  };
}
