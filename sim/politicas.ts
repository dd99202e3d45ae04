/**
 * The three placement policies the simulator compares. Each sees the same thing: the coil as
 * the system knows it and the yard's snapshot, minus the slots it may not use. All three pick
 * a clean slot while one exists (the baselines are real, not strawmen); only then a forced one.
 */

import { geometriaDe, type SlotDoPatio } from '../packages/domain/src/patio/advisor/geometria.ts';
import { sugerirEnderecos } from '../packages/domain/src/patio/advisor/sugerir.ts';
import type {
  BobinaAColocar,
  BobinaDoPatio,
  Patio,
} from '../packages/domain/src/patio/advisor/tipos.ts';
import { avaliarColocacao, type BobinaNoSlot } from '../packages/domain/src/patio/regras.ts';
import type { Random } from './modelo.ts';

export type NomePolitica = 'advisor' | 'first-free' | 'random';
export const POLITICAS: readonly NomePolitica[] = ['advisor', 'first-free', 'random'];

export interface Escolha {
  endereco: string;
  /** Overridable rules the slot breaks (empty = clean). */
  regras: string[];
}

export type Politica = (
  b: BobinaAColocar,
  patio: Patio,
  excluir: ReadonlySet<string>,
) => Escolha | null;

/** Every free slot with the rules it breaks, in address order (blocking ones left out). */
export function livresLegais(
  b: BobinaAColocar,
  patio: Patio,
  excluir: ReadonlySet<string>,
  ocupados: ReadonlyMap<string, BobinaDoPatio>,
  parar?: (s: SlotDoPatio, regras: string[]) => boolean,
): Escolha[] {
  const out: Escolha[] = [];
  for (const s of geometriaDe(patio.layout).slots) {
    if (ocupados.has(s.endereco) || excluir.has(s.endereco) || s.endereco === b.endereco) continue;
    const vizinhos: BobinaNoSlot[] = [];
    for (const e of s.apoios) {
      const o = ocupados.get(e);
      if (o) vizinhos.push(o);
    }
    const v = avaliarColocacao({ endereco: s.parsed, bobina: b, vizinhos });
    if (v.some((x) => x.status !== 422)) continue;
    const regras = v.map((x) => x.mensagem);
    out.push({ endereco: s.endereco, regras });
    if (parar?.(s, regras)) break;
  }
  return out;
}

const menosRuim = (xs: Escolha[]): Escolha | null =>
  xs.reduce<Escolha | null>((m, x) => (!m || x.regras.length < m.regras.length ? x : m), null);

export function criarPolitica(
  nome: NomePolitica,
  random: Random,
  ocupados: () => ReadonlyMap<string, BobinaDoPatio>,
): Politica {
  if (nome === 'advisor') {
    return (b, patio, excluir) => {
      const [s] = sugerirEnderecos(b, patio, { limite: 1, excluir });
      return s ? { endereco: s.endereco, regras: s.exigeConfirmacao } : null;
    };
  }
  if (nome === 'first-free') {
    // the first free clean slot in address order; with none, the first of the fewest rules
    return (b, patio, excluir) => {
      const todas = livresLegais(b, patio, excluir, ocupados(), (_, r) => r.length === 0);
      return todas.find((x) => x.regras.length === 0) ?? menosRuim(todas);
    };
  }
  // a uniformly random clean slot; with none, a random one among the fewest rules
  return (b, patio, excluir) => {
    const todas = livresLegais(b, patio, excluir, ocupados());
    const limpas = todas.filter((x) => x.regras.length === 0);
    const m = menosRuim(todas);
    const pool =
      limpas.length > 0 ? limpas : todas.filter((x) => x.regras.length === m?.regras.length);
    return pool[Math.floor(random() * pool.length)] ?? null;
  };
}
