import { expect } from 'vitest';
import { verificarConsistencia } from '../../src/modules/patio/verificar-consistencia.ts';
import type { Backend, TestApp } from '../helper.ts';

/**
 * Rounds of each race: 50 on PostgreSQL (real concurrency), a few on PGlite (it runs one
 * transaction at a time, so a round there proves the logic, not the locks). `RACE_ROUNDS=N`
 * sets PostgreSQL's, for a longer local run.
 */
export function rodadas(backend: Backend, pglite = 4, postgres = 50): number {
  if (backend !== 'postgres') return pglite;
  const n = Number(process.env.RACE_ROUNDS);
  return Number.isInteger(n) && n > 0 ? n : postgres;
}

/** A race test's time limit, grown with its rounds (the default 30 s fits no long run). */
export const limite = (backend: Backend) => 60_000 + rodadas(backend) * 2_000;

/** The yard invariants hold, or the test fails naming the broken ones. */
export async function consistente(t: TestApp, onde = '') {
  const inicio = performance.now();
  const violacoes = await verificarConsistencia(t.database.db);
  verificacao.vezes += 1;
  verificacao.ms += performance.now() - inicio;
  expect(violacoes, onde).toEqual([]);
}

/** Runs and time of the checker in this file, printed with each race's line. */
const verificacao = { vezes: 0, ms: 0 };

/** Counts winners per round and prints one line per race for docs/reliability.md. */
export function placar(backend: Backend, corrida: string) {
  const inicio = performance.now();
  verificacao.vezes = 0;
  verificacao.ms = 0;
  const vencedores = new Map<number, number>();
  const extras: Record<string, number> = {};
  return {
    /** Records a round; the caller asserts the count itself (with its own message). */
    rodada(nVencedores: number) {
      vencedores.set(nVencedores, (vencedores.get(nVencedores) ?? 0) + 1);
    },
    conta(chave: string) {
      extras[chave] = (extras[chave] ?? 0) + 1;
    },
    imprimir() {
      const n = [...vencedores.values()].reduce((a, b) => a + b, 0);
      const porRodada = [...vencedores.entries()].map(([v, k]) => `${v} vencedor(es) × ${k}`);
      const mais = Object.entries(extras).map(([k, v]) => `${k}=${v}`);
      const checagem = `verificador ${verificacao.vezes}× ${Math.round(verificacao.ms)} ms`;
      console.info(
        `[corrida ${backend}] ${corrida}: ${n} rodadas; ${porRodada.join(', ')}${
          mais.length ? `; ${mais.join(', ')}` : ''
        }; ${Math.round(performance.now() - inicio)} ms (${checagem})`,
      );
      verificacao.vezes = 0;
      verificacao.ms = 0;
    },
  };
}
