/**
 * One simulated run: a yard, a policy, a world (docs/advisor.md, "Simulator"). Time advances
 * hour by hour; dispatches open a lead time before they are due and list their coils in
 * loading order, which is all the system learns of a departure before it happens — and then
 * they slip (±12 h) or are cancelled (10 %). Every exit is a stay the advisor's model learns
 * from, through the same function the server runs on its movement history.
 */
import type { Layout } from '../packages/domain/src/endereco.ts';
import { parseEndereco } from '../packages/domain/src/endereco.ts';
import { distancia, geometriaDe } from '../packages/domain/src/patio/advisor/geometria.ts';
import {
  aprenderPermanencia,
  type Estadia,
  MODELO_PRIOR,
  type ModeloPermanencia,
} from '../packages/domain/src/patio/advisor/permanencia.ts';
import type { BobinaDoPatio, Patio } from '../packages/domain/src/patio/advisor/tipos.ts';
import {
  avaliarColocacao,
  avaliarRetirada,
  type BobinaNoSlot,
  enderecosRelevantes,
} from '../packages/domain/src/patio/regras.ts';
import {
  type BobinaSim,
  DIA,
  HORA,
  mundo as mundoDe,
  type NomeMundo,
  novaBobinaSim,
  permanenciaMedia,
  prng,
  sortearPermanencia,
} from './modelo.ts';

import { criarPolitica, livresLegais, type NomePolitica } from './politicas.ts';

export interface OpcoesSim {
  dias: number;
  seed: number;
  politica: NomePolitica;
  mundo: NomeMundo;
  layout: Layout;
  /** Target occupancy of the clean slots; the arrival rate is set from it (Little's law). */
  ocupacaoAlvo?: number;
  /** Days simulated after the initial stock and before measuring (the model learns from them). */
  aquecimento?: number;
  partilhaLege?: number;
  /** The advisor learns its stay model from the exits (default); false: the prior throughout. */
  aprender?: boolean;
  /**
   * Diagnostic only (`--oracle-class`, docs/advisor.md): every policy and the learning see the
   * process each coil really leaves as, i.e. plan changes known at arrival. Information the
   * system does not have: it measures what the plan changes cost, never a goal.
   */
  classeVerdadeira?: boolean;
}

export interface ResultadoSim {
  politica: NomePolitica;
  mundo: NomeMundo;
  seed: number;
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
  /** Dispatch windows cancelled and dispatches that left off their planned time, measured. */
  cancelados: number;
  /** The stay model at the start of the measured period (the advisor's; the prior otherwise). */
  modeloNoInicio: ModeloPermanencia;
}

/** How far a dispatch's departure slips from its planned time, either way. */
const DESLIZE = 12 * HORA;
/** Share of dispatches cancelled when due: their coils stay and are planned again. */
const CANCELADOS = 0.1;
/** The advisor's model is learned again every this many hours of simulated time. */
const APRENDER_A_CADA = 6;

/** Dispatch windows: a coil leaves at the end of the window holding its true departure. */
const JANELA = 6 * HORA;
const ANTECEDENCIA = { TREM: 24 * HORA, CARRETA: 8 * HORA } as const;
const INICIO = Date.UTC(2026, 10, 1, 0, 0);

interface NoPatio extends BobinaDoPatio {
  isLege: boolean;
  sim: BobinaSim;
  /** The planned dispatch window it leaves in (fixed when planned). */
  janela: number;
}

export function capacidadeLimpa(layout: Layout): number {
  // ground A–H and pyramids C–H: B needs the A/B override
  return layout.grupos * layout.filas * (layout.colunas + Math.max(0, layout.colunas - 2));
}

/** A number in [0, 1) fixed by the seed and a key: the same for every policy of a seed. */
const sorteio = (seed: number, chave: number) =>
  prng(
    (seed ^ Math.imul(chave | 0, 0x9e3779b1) ^ Math.imul((chave / 2 ** 32) | 0, 0x85ebca6b)) >>> 0,
  )();

export function simular(o: OpcoesSim): ResultadoSim {
  const random = prng(o.seed);
  const escolhaAleatoria = prng(o.seed ^ 0x5f3759df);
  const m = mundoDe(o.mundo);
  const g = geometriaDe(o.layout);
  const patio = new Map<string, NoPatio>();
  const politica = criarPolitica(o.politica, escolhaAleatoria, () => patio);
  const alvo = o.ocupacaoAlvo ?? 0.9;
  const media = permanenciaMedia(m);
  // a cancelled dispatch keeps its coils about half a stay more, and a coil waits for its
  // window's end (3 h on average): the stay the yard sees, for Little's law
  const efetiva = media * (1 + 0.5 * CANCELADOS) + JANELA / 2 / DIA;
  const porHora = (alvo * capacidadeLimpa(o.layout)) / (efetiva * 24);
  const aprender = o.politica === 'advisor' && o.aprender !== false;
  let modelo: ModeloPermanencia = MODELO_PRIOR;
  const estadias: Estadia[] = [];
  const aquecimento = (o.aquecimento ?? 21) * DIA;
  const medirDe = INICIO + aquecimento;
  const fim = medirDe + o.dias * DIA;
  const r: ResultadoSim = {
    politica: o.politica,
    mundo: o.mundo,
    seed: o.seed,
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
    cancelados: 0,
    modeloNoInicio: MODELO_PRIOR,
  };
  let agora = INICIO;
  const medindo = () => agora >= medirDe;

  /** A window's slip and whether it is cancelled: fixed per seed, whatever the policy. */
  const deslize = (fecha: number) => (2 * sorteio(o.seed, fecha / JANELA) - 1) * DESLIZE;
  const cancelado = (fecha: number) => sorteio(o.seed ^ 0x2545f491, fecha / JANELA) < CANCELADOS;
  const partida = (fecha: number) => fecha + deslize(fecha);
  /** The planned window of a departure: the first whose actual departure is still ahead. */
  const janelaDe = (b: BobinaSim) => {
    let fecha = Math.ceil(b.saida / JANELA) * JANELA;
    while (partida(fecha) <= agora) fecha += JANELA;
    return fecha;
  };
  const modalDe = (b: BobinaSim) => (b.proximoProcesso === 'EMB4' ? 'CARRETA' : 'TREM');
  /** What the system knows: the dispatch, once it is open, and the coil's place in it. */
  const saidas = new Map<number, NoPatio[]>();
  const atualizarDespacho = (n: NoPatio) => {
    const fecha = n.janela;
    if (agora < fecha - ANTECEDENCIA[modalDe(n.sim)]) return;
    const grupo = (saidas.get(fecha) ?? []).filter((x) => modalDe(x.sim) === modalDe(n.sim));
    const posicao = 1 + grupo.filter((x) => x.sim.saida < n.sim.saida).length;
    n.despacho = {
      identificacao: `${modalDe(n.sim)}-${String((fecha / JANELA) % 10000).padStart(4, '0')}`,
      posicao,
    };
  };

  const instantaneo = (): Patio => ({
    layout: o.layout,
    bobinas: [...patio.values()],
    agora,
    modelo,
  });

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
      proximoProcesso: o.classeVerdadeira ? b.classeReal : b.proximoProcesso,
      material: b.material,
      laminacaoAt: b.laminacaoAt,
      despacho: null,
      lista: null,
      isLege: b.isLege,
      sim: b,
      janela: janelaDe(b),
    };
    atualizarDespacho(n);
    if (!colocar(n, null, new Set())) return;
    if (medindo()) r.chegadas++;
    agendar(n);
  };

  /** Lists the coil in its planned window (its departure, as the world has it). */
  function agendar(n: NoPatio) {
    const fecha = n.janela;
    const lista = saidas.get(fecha);
    if (lista) lista.push(n);
    else saidas.set(fecha, [n]);
  }

  /** A cancelled dispatch: its coils stay, lose the dispatch, and are planned again later. */
  const replanejar = (n: NoPatio, fecha: number) => {
    n.despacho = null;
    const r2 = prng((o.seed ^ Math.imul(n.id, 0x27d4eb2d) ^ (fecha / JANELA)) >>> 0);
    const p = sortearPermanencia(m, r2, n.sim.proximoProcesso, n.sim.material);
    n.sim = { ...n.sim, saida: fecha + 0.5 * p.ms, classeReal: p.segue };
    if (o.classeVerdadeira) n.proximoProcesso = p.segue;
    n.janela = janelaDe(n.sim);
    agendar(n);
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
    estadias.push({
      proximoProcesso: n.proximoProcesso,
      material: n.sim.material,
      horas: (agora - n.sim.chegada) / HORA,
      saidaMs: agora,
    });
    if (medindo()) {
      r.retiradas++;
      r.movimentos++;
      r.percurso += distancia(slot, g.saida);
    }
  };

  // The stock at the start: coils that arrived before and are still here, placed in arrival
  // order by the same policy (the yard each policy built, not a shared one).
  let id = 0;
  // twelve mean stays back: the long tail of the wide world is in the stock too
  const historia = media * DIA * 12;
  const estoque: BobinaSim[] = [];
  for (
    let t = INICIO - historia;
    t < INICIO;
    t += (-Math.log(Math.max(random(), 1e-12)) / porHora) * HORA
  ) {
    const b = novaBobinaSim(random, ++id, t, m, o.partilhaLege ?? 0.02);
    if (b.saida > INICIO) estoque.push(b);
  }
  for (const b of estoque) {
    agora = b.chegada;
    chegar(b);
  }

  let proxima = INICIO - (Math.log(Math.max(random(), 1e-12)) / porHora) * HORA;
  let amostras = 0;
  const capacidade = capacidadeLimpa(o.layout);
  let hora = 0;
  for (agora = INICIO; agora < fim; agora += HORA, hora++) {
    if (aprender && hora % APRENDER_A_CADA === 0) modelo = aprenderPermanencia(estadias);
    if (agora === medirDe) r.modeloNoInicio = modelo;
    // dispatches leaving this hour (planned time + slip): their coils, in loading order; a
    // cancelled one's coils stay and are planned again
    const primeira = Math.ceil((agora - DESLIZE) / JANELA) * JANELA;
    for (let fecha = primeira; fecha < agora + HORA + DESLIZE; fecha += JANELA) {
      const sai = partida(fecha);
      if (sai < agora || sai >= agora + HORA) continue;
      const lista = (saidas.get(fecha) ?? []).sort((a, b) => a.sim.saida - b.sim.saida);
      saidas.delete(fecha);
      if (lista.length === 0) continue;
      if (cancelado(fecha)) {
        if (medindo()) r.cancelados++;
        for (const n of lista) if (patio.get(n.endereco) === n) replanejar(n, fecha);
        continue;
      }
      for (const n of lista) if (patio.get(n.endereco) === n) retirar(n);
    }
    // dispatches opening: their coils learn it
    for (const [fecha, lista] of saidas) {
      if (fecha - ANTECEDENCIA.TREM <= agora + HORA) for (const n of lista) atualizarDespacho(n);
    }
    const limite = agora + HORA;
    while (proxima < limite) {
      const t = agora;
      agora = proxima;
      chegar(novaBobinaSim(random, ++id, proxima, m, o.partilhaLege ?? 0.02));
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
