/**
 * One simulated run: a yard, a policy, a departure model (docs/advisor.md, "Simulator").
 * Time advances hour by hour; dispatches open a lead time before they leave and list their
 * coils in loading order, which is all the system learns of a departure before it happens.
 */
import type { Layout } from '../../endereco.ts';
import { parseEndereco } from '../../endereco.ts';
import { distancia, geometriaDe } from '../advisor/geometria.ts';
import type { BobinaDoPatio, Patio } from '../advisor/tipos.ts';
import {
  avaliarColocacao,
  avaliarRetirada,
  type BobinaNoSlot,
  enderecosRelevantes,
} from '../regras.ts';
import {
  type BobinaSim,
  DIA,
  HORA,
  type ModeloSaida,
  novaBobinaSim,
  PERMANENCIA_MEDIA,
  prng,
} from './modelo.ts';
import { criarPolitica, livresLegais, type NomePolitica } from './politicas.ts';

export interface OpcoesSim {
  dias: number;
  seed: number;
  politica: NomePolitica;
  modelo: ModeloSaida;
  layout: Layout;
  /** Target occupancy of the clean slots; the arrival rate is set from it (Little's law). */
  ocupacaoAlvo?: number;
  /** Days simulated after the initial stock and before measuring. */
  aquecimento?: number;
  partilhaLege?: number;
}

export interface ResultadoSim {
  politica: NomePolitica;
  modelo: ModeloSaida;
  chegadas: number;
  retiradas: number;
  remanejamentos: number;
  movimentos: number;
  percurso: number;
  forcadas: number;
  forcadasComLimpa: number;
  recusadasPelasRegras: number;
  semEspaco: number;
  ocupacaoMedia: number;
  ocupacaoMaxima: number;
  latencias: number[];
}

/** Dispatch windows: a coil leaves at the end of the window holding its true departure. */
const JANELA = 6 * HORA;
const ANTECEDENCIA = { TREM: 24 * HORA, CARRETA: 8 * HORA } as const;
const INICIO = Date.UTC(2026, 10, 1, 0, 0);

interface NoPatio extends BobinaDoPatio {
  isLege: boolean;
  sim: BobinaSim;
}

export function capacidadeLimpa(layout: Layout): number {
  // ground A–H and pyramids C–H: B needs the A/B override
  return layout.grupos * layout.filas * (layout.colunas + Math.max(0, layout.colunas - 2));
}

export function simular(o: OpcoesSim): ResultadoSim {
  const random = prng(o.seed);
  const escolhaAleatoria = prng(o.seed ^ 0x5f3759df);
  const g = geometriaDe(o.layout);
  const patio = new Map<string, NoPatio>();
  const politica = criarPolitica(o.politica, escolhaAleatoria, () => patio);
  const alvo = o.ocupacaoAlvo ?? 0.9;
  const porHora = (alvo * capacidadeLimpa(o.layout)) / (PERMANENCIA_MEDIA * 24);
  const aquecimento = (o.aquecimento ?? 2) * DIA;
  const medirDe = INICIO + aquecimento;
  const fim = medirDe + o.dias * DIA;
  const r: ResultadoSim = {
    politica: o.politica,
    modelo: o.modelo,
    chegadas: 0,
    retiradas: 0,
    remanejamentos: 0,
    movimentos: 0,
    percurso: 0,
    forcadas: 0,
    forcadasComLimpa: 0,
    recusadasPelasRegras: 0,
    semEspaco: 0,
    ocupacaoMedia: 0,
    ocupacaoMaxima: 0,
    latencias: [],
  };
  let agora = INICIO;
  const medindo = () => agora >= medirDe;

  const janelaDe = (b: BobinaSim) => Math.ceil(b.saida / JANELA) * JANELA;
  const modalDe = (b: BobinaSim) => (b.proximoProcesso === 'EMB4' ? 'CARRETA' : 'TREM');
  /** What the system knows: the dispatch, once it is open, and the coil's place in it. */
  const saidas = new Map<number, NoPatio[]>();
  const atualizarDespacho = (n: NoPatio) => {
    const fecha = janelaDe(n.sim);
    if (agora < fecha - ANTECEDENCIA[modalDe(n.sim)]) return;
    const grupo = (saidas.get(fecha) ?? []).filter((x) => modalDe(x.sim) === modalDe(n.sim));
    const posicao = 1 + grupo.filter((x) => x.sim.saida < n.sim.saida).length;
    n.despacho = {
      identificacao: `${modalDe(n.sim)}-${String((fecha / JANELA) % 10000).padStart(4, '0')}`,
      posicao,
    };
  };

  const instantaneo = (): Patio => ({ layout: o.layout, bobinas: [...patio.values()], agora });

  /** Places `b` (new, or moved from `de`) by the policy; false when no slot exists. */
  const colocar = (n: NoPatio, de: string | null, excluir: ReadonlySet<string>): boolean => {
    const t0 = performance.now();
    const e = politica({ ...n, endereco: de }, instantaneo(), excluir);
    if (o.politica === 'advisor' && medindo()) r.latencias.push(performance.now() - t0);
    if (!e) {
      if (medindo()) r.semEspaco++;
      return false;
    }
    const destino = parseEndereco(e.endereco);
    // the coils the rule may look at (the server loads the same ones), not the whole yard
    const vizinhos: BobinaNoSlot[] = [];
    for (const a of destino ? enderecosRelevantes(destino) : []) {
      const o = patio.get(a);
      if (o) vizinhos.push(o);
    }
    const v = destino ? avaliarColocacao({ endereco: destino, bobina: n, vizinhos }) : [];
    if (!destino || v.some((x) => x.status !== 422)) {
      if (medindo()) r.recusadasPelasRegras++;
      return false;
    }
    if (v.length > 0 && medindo()) {
      r.forcadas++;
      const limpas = livresLegais(
        { ...n, endereco: de },
        instantaneo(),
        excluir,
        patio,
        (_, x) => x.length === 0,
      );
      if (limpas.some((x) => x.regras.length === 0)) r.forcadasComLimpa++;
    }
    const origem = de ? g.porEndereco.get(de) : g.entrada;
    if (de) patio.delete(de);
    n.endereco = e.endereco;
    patio.set(e.endereco, n);
    if (medindo()) {
      r.movimentos++;
      r.percurso += distancia(origem ?? g.entrada, g.porEndereco.get(e.endereco) ?? g.saida);
    }
    return true;
  };

  const chegar = (b: BobinaSim) => {
    const n: NoPatio = {
      id: b.id,
      endereco: '',
      largura: b.largura,
      status: 'NO_PATIO',
      proximoProcesso: b.proximoProcesso,
      laminacaoAt: b.laminacaoAt,
      despacho: null,
      lista: null,
      isLege: b.isLege,
      sim: b,
    };
    atualizarDespacho(n);
    if (!colocar(n, null, new Set())) return;
    if (medindo()) r.chegadas++;
    const fecha = janelaDe(b);
    saidas.set(fecha, [...(saidas.get(fecha) ?? []), n]);
  };

  /** Takes a coil out: first every pyramid coil resting on it, placed again by the policy. */
  const retirar = (n: NoPatio) => {
    const slot = g.porEndereco.get(n.endereco);
    if (!slot) return;
    // never back on top of the coil that is leaving
    const excluir = new Set(slot.acima);
    for (const p of slot.acima) {
      const em = patio.get(p);
      if (!em) continue;
      if (colocar(em, em.endereco, excluir)) {
        if (medindo()) r.remanejamentos++;
      } else patio.delete(p); // nowhere to go: it leaves the yard (counted as semEspaco)
    }
    const acima: BobinaNoSlot[] = [];
    for (const p of slot.acima) {
      const o = patio.get(p);
      if (o) acima.push(o);
    }
    const bloqueio = avaliarRetirada(slot.parsed, acima);
    if (bloqueio) {
      if (medindo()) r.recusadasPelasRegras++;
      return;
    }
    patio.delete(n.endereco);
    if (medindo()) {
      r.retiradas++;
      r.movimentos++;
      r.percurso += distancia(slot, g.saida);
    }
  };

  // The stock at the start: coils that arrived before and are still here, placed in arrival
  // order by the same policy (the yard each policy built, not a shared one).
  let id = 0;
  const historia = PERMANENCIA_MEDIA * DIA * 6;
  const estoque: BobinaSim[] = [];
  for (
    let t = INICIO - historia;
    t < INICIO;
    t += (-Math.log(Math.max(random(), 1e-12)) / porHora) * HORA
  ) {
    const b = novaBobinaSim(random, ++id, t, o.modelo, o.partilhaLege ?? 0.02);
    if (b.saida > INICIO) estoque.push(b);
  }
  for (const b of estoque) {
    agora = b.chegada;
    chegar(b);
  }

  let proxima = INICIO - (Math.log(Math.max(random(), 1e-12)) / porHora) * HORA;
  let amostras = 0;
  const capacidade = capacidadeLimpa(o.layout);
  for (agora = INICIO; agora < fim; agora += HORA) {
    // dispatches leaving this hour: their coils, in loading order
    for (let fecha = Math.ceil(agora / JANELA) * JANELA; fecha < agora + HORA; fecha += JANELA) {
      const lista = (saidas.get(fecha) ?? []).sort((a, b) => a.sim.saida - b.sim.saida);
      for (const n of lista) if (patio.get(n.endereco) === n) retirar(n);
      saidas.delete(fecha);
    }
    // dispatches opening: their coils learn it
    for (const [fecha, lista] of saidas) {
      if (fecha - ANTECEDENCIA.TREM <= agora + HORA) for (const n of lista) atualizarDespacho(n);
    }
    const limite = agora + HORA;
    while (proxima < limite) {
      const t = agora;
      agora = proxima;
      chegar(novaBobinaSim(random, ++id, proxima, o.modelo, o.partilhaLege ?? 0.02));
      agora = t;
      proxima += (-Math.log(Math.max(random(), 1e-12)) / porHora) * HORA;
    }
    if (medindo()) {
      const ocupacao = patio.size / capacidade;
      r.ocupacaoMedia += ocupacao;
      r.ocupacaoMaxima = Math.max(r.ocupacaoMaxima, ocupacao);
      amostras++;
    }
  }
  r.ocupacaoMedia = amostras > 0 ? r.ocupacaoMedia / amostras : 0;
  return r;
}
