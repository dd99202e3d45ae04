/**
 * The load plan of a set of coils for one vehicle type (docs/planejamento-de-carga.md): the
 * fewest vehicles, a loading order that lifts every coil of the set lying on another coil of
 * the set first, and short crane travel. Pure: the server loads the coils and the yard around
 * them and calls it.
 */
import { formatEndereco, LAYOUT_PADRAO, type Layout, parseEndereco } from '../../endereco.ts';
import { distancia, geometriaDe } from '../advisor/geometria.ts';
import { empilhamentosSobre } from '../regras.ts';
import { type Caixa, empacotar, limiteInferior } from './empacotar.ts';
import type { No } from './no.ts';
import { ordenar, percursoDe } from './ordem-de-carga.ts';

export interface BobinaDaCarga {
  id: number;
  lote: string;
  endereco: string;
  /** Tons. */
  peso: number;
}

/** A coil lying in the yard near the set (the set's own coils may be among them). */
export interface BobinaVizinha {
  lote: string;
  endereco: string;
}

export interface TipoDaCarga {
  capacidadeT: number;
  posicoes: number;
}

export interface EntradaPlanoDeCarga {
  tipo: TipoDaCarga;
  /** In the order they were picked. */
  bobinas: readonly BobinaDaCarga[];
  /** Every coil lying (NO_PATIO) in the rows of the set. */
  vizinhas: readonly BobinaVizinha[];
  layout?: Layout;
  /** Search nodes the exact search may spend on a large set. */
  orcamento?: number;
}

export interface BobinaPlanejada {
  bobinaId: number;
  lote: string;
  endereco: string;
  pesoT: number;
  /** Place in the loading order of the whole dispatch, from 1. */
  sequencia: number;
}

export interface VeiculoPlanejado {
  veiculo: number;
  pesoT: number;
  capacidadeT: number;
  posicoes: number;
  bobinas: BobinaPlanejada[];
}

export interface PlanoDeCarga {
  veiculos: VeiculoPlanejado[];
  minimoVeiculos: number;
  /** Coils outside the set resting on coils of the set: each needs one relocation. */
  remanejamentos: number;
  /** Their lots and slots, in address order. */
  remanejar: BobinaVizinha[];
  /** The vehicle count is proven the fewest possible. */
  otimo: boolean;
  /** Crane travel of the loading order (slot widths between consecutive lifts). */
  percurso: number;
  /** The same for the order the coils were picked in. */
  percursoEscolhido: number;
}

const kg = (t: number) => Math.round(t * 1000);
const toneladas = (quilos: number) => quilos / 1000;

function nosDe(bobinas: readonly BobinaDaCarga[], layout: Layout): No[] {
  const g = geometriaDe(layout);
  const indice = new Map(bobinas.map((b, i) => [b.endereco, i]));
  const nos: No[] = bobinas.map((b, i) => {
    const s = g.porEndereco.get(b.endereco);
    return { i, x: s?.x ?? 0, y: s?.y ?? 0, acima: [], apoios: [] };
  });
  for (const [i, b] of bobinas.entries()) {
    const e = parseEndereco(b.endereco);
    if (!e) continue;
    for (const p of empilhamentosSobre(e)) {
      const j = indice.get(formatEndereco(p));
      if (j === undefined) continue;
      (nos[i] as No).acima.push(j);
      (nos[j] as No).apoios.push(i);
    }
  }
  return nos;
}

/** Coils outside the set resting on a coil of the set: the least relocations any order needs. */
export function remanejamentosNecessarios(
  bobinas: readonly BobinaDaCarga[],
  vizinhas: readonly BobinaVizinha[],
): BobinaVizinha[] {
  const doConjunto = new Set(bobinas.map((b) => b.endereco));
  const porEndereco = new Map(vizinhas.map((v) => [v.endereco, v]));
  const fora = new Map<string, BobinaVizinha>();
  for (const b of bobinas) {
    const e = parseEndereco(b.endereco);
    if (!e) continue;
    for (const p of empilhamentosSobre(e)) {
      const endereco = formatEndereco(p);
      const v = porEndereco.get(endereco);
      if (v && !doConjunto.has(endereco)) fora.set(endereco, v);
    }
  }
  return [...fora.values()].sort((a, b) => a.endereco.localeCompare(b.endereco));
}

/** Order of the coils along the yard: group by group, column by column, row by row. */
function ordemEspacial(nos: readonly No[]): number[] {
  return nos
    .map((n) => n.i)
    .sort((a, b) => {
      const na = nos[a] as No;
      const nb = nos[b] as No;
      return na.x - nb.x || na.y - nb.y;
    });
}

/**
 * Cutting the coils, in their order along the yard, into consecutive runs that each fit a
 * vehicle (filling each as far as it goes is the fewest runs); used when it needs no more
 * vehicles than the packing: each vehicle is then one stretch of the yard.
 */
function trechos(ordem: readonly number[], pesos: readonly number[], caixa: Caixa): number[][] {
  const caixas: number[][] = [];
  let atual: number[] = [];
  let carga = 0;
  for (const i of ordem) {
    const p = pesos[i] as number;
    if (atual.length > 0 && (carga + p > caixa.capacidade || atual.length >= caixa.posicoes)) {
      caixas.push(atual);
      atual = [];
      carga = 0;
    }
    atual.push(i);
    carga += p;
  }
  if (atual.length > 0) caixas.push(atual);
  return caixas;
}

/**
 * Swaps and moves of coils between vehicles, kept while they fit and make the vehicles more
 * compact in the yard; a coil of the set lying on a coil in another vehicle pulls towards that
 * vehicle (so the vehicles can be loaded one after the other). The count never grows.
 */
function compactar(nos: readonly No[], pesos: readonly number[], caixa: Caixa, caixas: number[][]) {
  const de = new Array<number>(nos.length).fill(0);
  caixas.forEach((c, k) => {
    for (const i of c) de[i] = k;
  });
  const carga = caixas.map((c) => c.reduce((s, i) => s + (pesos[i] as number), 0));
  // Cost of coil i sitting in vehicle k: distance to the others there, plus a pull to the
  // vehicles of the coils it rests on or that rest on it.
  const custo = (i: number, k: number, ignorar = -1) => {
    const n = nos[i] as No;
    let s = 0;
    for (const j of caixas[k] as number[])
      if (j !== i && j !== ignorar) s += distancia(n, nos[j] as No);
    for (const j of n.acima) if (de[j] !== k && j !== ignorar) s += 1000;
    for (const j of n.apoios) if (de[j] !== k && j !== ignorar) s += 1000;
    return s;
  };
  const inicio = Date.now();
  for (let passe = 0; passe < 12 && Date.now() - inicio < 15; passe++) {
    let melhorou = false;
    for (let i = 0; i < nos.length; i++) {
      const ki = de[i] as number;
      for (let k = 0; k < caixas.length; k++) {
        if (k === ki) continue;
        const pi = pesos[i] as number;
        const atual = custo(i, ki);
        // Move i alone (never emptying its vehicle).
        if (
          (caixas[ki] as number[]).length > 1 &&
          (carga[k] as number) + pi <= caixa.capacidade &&
          (caixas[k] as number[]).length < caixa.posicoes
        ) {
          const ganho = atual - custo(i, k);
          if (ganho > 1e-9) {
            caixas[ki] = (caixas[ki] as number[]).filter((x) => x !== i);
            (caixas[k] as number[]).push(i);
            carga[ki] = (carga[ki] as number) - pi;
            carga[k] = (carga[k] as number) + pi;
            de[i] = k;
            melhorou = true;
            break;
          }
        }
        // Swap i with a coil j of k.
        for (const j of caixas[k] as number[]) {
          const pj = pesos[j] as number;
          if ((carga[ki] as number) - pi + pj > caixa.capacidade) continue;
          if ((carga[k] as number) - pj + pi > caixa.capacidade) continue;
          const antes = atual + custo(j, k);
          const depois = custo(i, k, j) + custo(j, ki, i);
          if (antes - depois > 1e-9) {
            caixas[ki] = (caixas[ki] as number[]).map((x) => (x === i ? j : x));
            caixas[k] = (caixas[k] as number[]).map((x) => (x === j ? i : x));
            carga[ki] = (carga[ki] as number) - pi + pj;
            carga[k] = (carga[k] as number) - pj + pi;
            de[i] = k;
            de[j] = ki;
            melhorou = true;
            break;
          }
        }
        if (de[i] !== ki) break;
      }
    }
    if (!melhorou) break;
  }
  return caixas;
}

/**
 * The plan. Each coil must weigh at most the vehicle's capacity (the server refuses the call
 * otherwise). Vehicles are numbered in loading order.
 */
export function planejarCarga(entrada: EntradaPlanoDeCarga): PlanoDeCarga {
  const { tipo, bobinas, vizinhas } = entrada;
  const layout = entrada.layout ?? LAYOUT_PADRAO;
  const caixa: Caixa = { capacidade: kg(tipo.capacidadeT), posicoes: tipo.posicoes };
  const pesos = bobinas.map((b) => kg(b.peso));
  const nos = nosDe(bobinas, layout);
  const { caixas: empacotadas, otimo } = empacotar(pesos, caixa, entrada.orcamento);
  const porTrecho = trechos(ordemEspacial(nos), pesos, caixa);
  const caixas =
    porTrecho.length <= empacotadas.length
      ? compactar(nos, pesos, caixa, porTrecho)
      : compactar(nos, pesos, caixa, empacotadas);
  // From either end of the yard; the shorter travel wins.
  const [ida, volta] = [ordenar(nos, caixas, 1), ordenar(nos, caixas, -1)];
  const ordem = percursoDe(nos, ida) <= percursoDe(nos, volta) ? ida : volta;
  const veiculoDe = new Array<number>(bobinas.length).fill(0);
  caixas.forEach((c, k) => {
    for (const i of c) veiculoDe[i] = k;
  });
  // Vehicles numbered by their first coil in the loading order.
  const numero = new Map<number, number>();
  for (const i of ordem) {
    const k = veiculoDe[i] as number;
    if (!numero.has(k)) numero.set(k, numero.size + 1);
  }
  const veiculos: VeiculoPlanejado[] = caixas.map((_, k) => ({
    veiculo: numero.get(k) as number,
    pesoT: 0,
    capacidadeT: tipo.capacidadeT,
    posicoes: tipo.posicoes,
    bobinas: [],
  }));
  veiculos.sort((a, b) => a.veiculo - b.veiculo);
  ordem.forEach((i, s) => {
    const b = bobinas[i] as BobinaDaCarga;
    const v = veiculos[(numero.get(veiculoDe[i] as number) as number) - 1] as VeiculoPlanejado;
    v.bobinas.push({
      bobinaId: b.id,
      lote: b.lote,
      endereco: b.endereco,
      pesoT: b.peso,
      sequencia: s + 1,
    });
  });
  for (const v of veiculos) v.pesoT = toneladas(v.bobinas.reduce((s, b) => s + kg(b.pesoT), 0));
  const remanejar = remanejamentosNecessarios(bobinas, vizinhas);
  return {
    veiculos,
    minimoVeiculos: limiteInferior(pesos, caixa),
    remanejamentos: remanejar.length,
    remanejar,
    otimo,
    percurso: percursoDe(nos, ordem),
    percursoEscolhido: percursoDe(
      nos,
      nos.map((n) => n.i),
    ),
  };
}
