/**
 * The yard advisor (docs/advisor.md): every free slot the server's own rules accept for the
 * coil, ranked by expected future relocations, then crane travel. Pure: the caller loads the
 * snapshot. Clean slots only, unless none exists: then the least bad, with the messages of the
 * rules they break (the server's 422 texts), so the screen can ask for confirmation up front.
 */
import { parseEndereco } from '../../endereco.ts';
import { avaliarColocacao, avaliarRetirada, type BobinaNoSlot } from '../regras.ts';
import { distancia, type Geometria, geometriaDe, origemDe, type SlotDoPatio } from './geometria.ts';
import { MOTIVOS } from './motivos.ts';
import { MODELO_PRIOR, type ModeloPermanencia } from './permanencia.ts';
import { PESOS } from './pesos.ts';
import { chanceDeSairAntes, dispersaoDaSaida, saidaPrevistaHoras } from './saida.ts';
import type { BobinaAColocar, BobinaDoPatio, OpcoesSugestao, Patio, Sugestao } from './tipos.ts';

interface Candidata {
  slot: SlotDoPatio;
  custo: number;
  regras: string[];
}

type Ponto = { x: number; y: number };

/** Width classes of the look-ahead, 50 mm each (the mill's width step); wider is the last. */
const FAIXA_MM = 50;
const FAIXAS = 64;
const faixaDe = (largura: number) =>
  Math.max(0, Math.min(FAIXAS - 1, Math.floor(largura / FAIXA_MM)));

/**
 * What one call shares between slots, built once per call: who lies where (by slot index),
 * each coil's expected departure, the yard's pressure and what the free slots can still take.
 */
interface Contexto {
  g: Geometria;
  agora: number;
  modelo: ModeloPermanencia;
  bobinas: (BobinaDoPatio | undefined)[];
  /** Expected hours to departure by slot, filled on demand (`horasDe`). */
  horas: Float64Array;
  /** The spread of each of those departures (sigma of the log stay), filled with `horas`. */
  sigmas: Float64Array;
  /** Share of the pyramid slots in use: the chance a ground coil gets something on top. */
  pressao: number;
  /** Median expected stay of the coils in the yard, from the sample (the "typical" coil to come). */
  tipica: number;
  /** The spread of the typical coil's stay: the median spread of the sample. */
  sigmaTipica: number;
  /** The spread of the coil being placed (set once it is read). */
  sigmaDaBobina: number;
  /**
   * Width look-ahead (docs/advisor.md, "Width reserve"), per zone (NJA, LEGE): `reserva[z][f]`
   * sums, over the width classes up to f, the share of the yard's coils of that class over
   * (1 + the free clean slots of the zone that still take it)². Taking a slot that holds up
   * to class c with a coil of class f spends `reserva[z][c] − reserva[z][f]`: the wider coils
   * that needed it more.
   */
  reserva: readonly [Float64Array, Float64Array];
}

/**
 * The yard's median and width mix are read from at most this many coils, taken at a fixed
 * stride: reading every coil of a full 92-group yard (11 000 objects, each a cache miss) was
 * most of a call's time, and the median and the mix of 1 000 coils are the yard's within noise.
 */
const AMOSTRA = 1024;

/**
 * The zone size the width reserve's weight was tuned on: the clean slots of a 30-group yard
 * (30 groups × 9 rows × (8 ground + 6 pyramid)). A zone's free slots count in that scale.
 */
const ZONA_AJUSTADA = 30 * 9 * 14;

function contexto(patio: Patio, excluir: ReadonlySet<string>): Contexto {
  const g = geometriaDe(patio.layout);
  const bobinas: (BobinaDoPatio | undefined)[] = new Array(g.slots.length);
  // expected departures, computed on demand (NaN = not yet): only supports are ever asked
  const horas = new Float64Array(g.slots.length).fill(Number.NaN);
  const sigmas = new Float64Array(g.slots.length);
  const modelo = patio.modelo ?? MODELO_PRIOR;
  let piramides = 0;
  for (const b of patio.bobinas) {
    const i = g.indiceDe(b.endereco);
    if (i < 0) continue;
    bobinas[i] = b;
    if (b.endereco.charCodeAt(5) === 80) piramides++; // 'P'
  }
  const passo = Math.max(1, Math.ceil(patio.bobinas.length / AMOSTRA));
  const todas = new Float64Array(Math.ceil(patio.bobinas.length / passo));
  const todasSigmas = new Float64Array(todas.length);
  const demanda = new Float64Array(FAIXAS);
  let n = 0;
  let comLargura = 0;
  for (let k = 0; k < patio.bobinas.length; k += passo) {
    const b = patio.bobinas[k] as BobinaDoPatio;
    const i = g.indiceDe(b.endereco);
    if (i < 0) continue;
    const h = saidaPrevistaHoras(b, patio.agora, undefined, modelo);
    horas[i] = h;
    sigmas[i] = dispersaoDaSaida(b, modelo);
    todasSigmas[n] = sigmas[i] as number;
    todas[n++] = h;
    if (b.largura != null) {
      const f = faixaDe(b.largura);
      demanda[f] = (demanda[f] ?? 0) + 1;
      comLargura++;
    }
  }
  // What the free clean slots of each zone can still take: ground takes any width, a pyramid
  // its narrower support's. Counted per class, then summed from the widest down.
  const livres = [new Float64Array(FAIXAS), new Float64Array(FAIXAS)] as const;
  for (const s of g.slots) {
    if (s.zona < 0 || bobinas[s.indice] || excluir.has(s.endereco)) continue;
    const c = capacidadeDe(bobinas, s);
    if (c < 0) continue;
    const daZona = livres[s.zona as 0 | 1];
    daZona[c] = (daZona[c] ?? 0) + 1;
  }
  const reserva = [new Float64Array(FAIXAS), new Float64Array(FAIXAS)] as const;
  for (const z of [0, 1] as const) {
    // a zone twice the tuned size has twice the arrivals: the same free slots last half as
    // long. Smaller zones (the CI yard, hand-made test yards) keep the tuned scale.
    const escala = Math.min(1, ZONA_AJUSTADA / Math.max(1, g.slotsDaZona[z]));
    let cabem = 0;
    for (let f = FAIXAS - 1; f >= 0; f--) {
      cabem += livres[z][f] ?? 0;
      livres[z][f] = cabem;
    }
    let soma = 0;
    for (let f = 0; f < FAIXAS; f++) {
      // squared: only a class down to its last few slots weighs (a gentler curve kept ground
      // slots idle for wide coils, and idle ground leaves the pyramid slots over it unusable)
      if (comLargura > 0)
        soma += (demanda[f] ?? 0) / comLargura / (1 + escala * (livres[z][f] ?? 0)) ** 2;
      reserva[z][f] = soma;
    }
  }
  const ordenadas = todas.subarray(0, n).sort();
  const totalP = g.slots.length - patio.layout.grupos * patio.layout.filas * patio.layout.colunas;
  return {
    g,
    agora: patio.agora,
    modelo,
    bobinas,
    horas,
    sigmas,
    pressao: totalP > 0 ? Math.min(1, piramides / totalP) : 0,
    tipica: ordenadas[Math.floor(n / 2)] ?? 240,
    sigmaTipica: todasSigmas.subarray(0, n).sort()[Math.floor(n / 2)] ?? 0.5,
    sigmaDaBobina: 0.5,
    reserva,
  };
}

/**
 * The widest class a free slot takes without the width rule: any for the ground, the narrower
 * support's for a pyramid (-1 when a support is missing: it takes nothing).
 */
function capacidadeDe(bobinas: readonly (BobinaDoPatio | undefined)[], s: SlotDoPatio): number {
  if (s.parsed.tipo === 'N') return FAIXAS - 1;
  let menor = Number.POSITIVE_INFINITY;
  for (const a of s.apoiosIdx) {
    const b = bobinas[a];
    if (b?.status !== 'NO_PATIO') return -1;
    if (b.largura != null) menor = Math.min(menor, b.largura);
  }
  return Number.isFinite(menor) ? faixaDe(menor) : FAIXAS - 1;
}

/** Expected hours to departure of the coil in slot `i` (0 when empty), computed once per call. */
function horasDe(ctx: Contexto, i: number): number {
  let h = ctx.horas[i] ?? 0;
  if (Number.isNaN(h)) {
    const b = ctx.bobinas[i];
    h = b ? saidaPrevistaHoras(b, ctx.agora, undefined, ctx.modelo) : 0;
    ctx.horas[i] = h;
    ctx.sigmas[i] = b ? dispersaoDaSaida(b, ctx.modelo) : 0.5;
  }
  return h;
}

function vizinhosDe(ctx: Contexto, slot: SlotDoPatio): BobinaNoSlot[] {
  const out: BobinaNoSlot[] = [];
  const aqui = ctx.bobinas[slot.indice];
  if (aqui) out.push(aqui);
  for (const a of slot.apoiosIdx) {
    const b = ctx.bobinas[a];
    if (b) out.push(b);
  }
  return out;
}

/** Wider coils' need for the slot (the width look-ahead), for a coil of width `largura`. */
function custoDeReserva(ctx: Contexto, slot: SlotDoPatio, largura: number | null): number {
  if (largura == null || slot.zona < 0) return 0;
  const f = faixaDe(largura);
  const c = capacidadeDe(ctx.bobinas, slot);
  const reserva = ctx.reserva[slot.zona as 0 | 1];
  return c > f ? (reserva[c] ?? 0) - (reserva[f] ?? 0) : 0;
}

/**
 * Relocation cost of the slot's level (pyramid or ground); its reasons go to `motivos` when
 * given (only for the slots returned: the rest are ranked by cost alone).
 */
function custoDeNivel(
  ctx: Contexto,
  slot: SlotDoPatio,
  x: BobinaAColocar,
  horas: number,
  motivos: string[] | null,
): number {
  const sigma = ctx.sigmaDaBobina;
  if (slot.parsed.tipo === 'P') {
    let custo = 0;
    let pior = -1;
    let piorP = -1;
    let menorApoio = Number.POSITIVE_INFINITY;
    for (const a of slot.apoiosIdx) {
      const p = chanceDeSairAntes(horasDe(ctx, a), horas, ctx.sigmas[a], sigma);
      custo += PESOS.bloqueio * p;
      if (p > piorP) {
        piorP = p;
        pior = a;
      }
      menorApoio = Math.min(menorApoio, ctx.bobinas[a]?.largura ?? Number.POSITIVE_INFINITY);
    }
    // best fit: a narrow coil over wide supports takes a slot only a wide coil could use cleanly
    const folga = x.largura != null && Number.isFinite(menorApoio) ? menorApoio - x.largura : 0;
    custo += (PESOS.ajusteLargura * Math.max(0, Math.min(folga, 600))) / 600;
    if (motivos) {
      const e = ctx.g.slots[pior]?.endereco;
      motivos.push(e && piorP >= 0.5 ? MOTIVOS.bloqueia(e) : MOTIVOS.naoBloqueia);
      if (horas < ctx.tipica) motivos.push(MOTIVOS.topoSaiCedo);
      if (x.largura != null && folga >= 0 && Number.isFinite(menorApoio)) {
        motivos.push(MOTIVOS.larguraCompativel);
      }
    }
    return custo;
  }
  // Ground: buried later only if a pyramid slot over it can be used (its other support is here).
  let abertas = 0;
  for (const outro of slot.outroApoio) if (outro >= 0 && ctx.bobinas[outro]) abertas++;
  const saiAntes = chanceDeSairAntes(horas, ctx.tipica, sigma, ctx.sigmaTipica);
  const expostas = (abertas + slot.acima.length) / 2;
  if (motivos) {
    motivos.push(saiAntes >= 0.5 ? MOTIVOS.chaoSaiCedo : MOTIVOS.chaoSaiTarde);
    if (abertas === 0 && saiAntes >= 0.5) motivos.push(MOTIVOS.chaoLivre);
  }
  // a narrow coil on the ground takes a place that a wide one (no clean pyramid for it) needs
  const estreita = x.largura != null ? Math.max(0, Math.min(1, (1600 - x.largura) / 600)) : 0;
  return (
    PESOS.soterramento * ctx.pressao * saiAntes * (expostas / 2) +
    PESOS.chaoEstreita * ctx.pressao * estreita
  );
}

/** Crane detour of the trip origin → slot → exit, against going straight to the exit. */
const desvioDe = (g: Geometria, origem: Ponto, slot: SlotDoPatio) =>
  distancia(origem, slot) + distancia(slot, g.saida) - distancia(origem, g.saida);

function custoDe(
  ctx: Contexto,
  slot: SlotDoPatio,
  x: BobinaAColocar,
  horas: number,
  origem: Ponto,
): number {
  return (
    custoDeNivel(ctx, slot, x, horas, null) +
    PESOS.reservaLargura * custoDeReserva(ctx, slot, x.largura) +
    (PESOS.percurso * desvioDe(ctx.g, origem, slot)) / ctx.g.comprimento
  );
}

/** The server's rules for the slot: null when a blocking one refuses it, else the 422 texts. */
function regrasDe(ctx: Contexto, slot: SlotDoPatio, x: BobinaAColocar): string[] | null {
  const violacoes = avaliarColocacao({
    endereco: slot.parsed,
    bobina: { id: x.id, largura: x.largura, isLege: x.isLege },
    vizinhos: vizinhosDe(ctx, slot),
  });
  if (violacoes.some((v) => v.status !== 422)) return null;
  return violacoes.map((v) => v.mensagem);
}

function motivosDe(ctx: Contexto, c: Candidata, x: BobinaAColocar, horas: number, origem: Ponto) {
  const motivos: string[] = c.regras.length > 0 ? [MOTIVOS.semSugestaoLimpa] : [];
  custoDeNivel(ctx, c.slot, x, horas, motivos);
  // the width look-ahead, said only when it weighs (a tenth of a relocation or more)
  const reserva = PESOS.reservaLargura * custoDeReserva(ctx, c.slot, x.largura);
  if (reserva >= LIMIAR_MOTIVO) motivos.push(MOTIVOS.tomaLargas);
  else if (x.largura != null && c.slot.zona >= 0) {
    const r = ctx.reserva[c.slot.zona as 0 | 1];
    const todas = (r[FAIXAS - 1] ?? 0) - (r[faixaDe(x.largura)] ?? 0);
    if (PESOS.reservaLargura * todas >= LIMIAR_MOTIVO) motivos.push(MOTIVOS.guardaLargas);
  }
  const desvio = desvioDe(ctx.g, origem, c.slot);
  if (x.despacho && distancia(c.slot, ctx.g.saida) <= ctx.g.comprimento / 4) {
    motivos.push(MOTIVOS.pertoDaSaida(x.despacho.identificacao));
  } else if (desvio < 1) motivos.push(MOTIVOS.noCaminho);
  else motivos.push(MOTIVOS.desvio(Math.round(desvio)));
  return motivos;
}

/** A cost below this (in relocations) is not worth a reason on the screen. */
const LIMIAR_MOTIVO = 0.1;

/** Better first: fewer broken rules, lower cost, then address order (stable, reproducible). */
const ordem = (a: Candidata, b: Candidata) =>
  a.regras.length - b.regras.length || a.custo - b.custo || a.slot.indice - b.slot.indice;

/**
 * The free slots for `bobina`, best first (at most `limite`). Never a slot a blocking rule
 * refuses; clean slots only while one exists; otherwise the least bad, each naming its rules.
 */
export function sugerirEnderecos(
  bobina: BobinaAColocar,
  patio: Patio,
  opcoes: OpcoesSugestao = {},
): Sugestao[] {
  const limite = opcoes.limite ?? 5;
  const excluir = new Set(opcoes.excluir ?? []);
  if (bobina.endereco) excluir.add(bobina.endereco.toUpperCase());
  const ctx = contexto(patio, excluir);
  const atual = bobina.endereco ? parseEndereco(bobina.endereco) : null;
  if (atual) {
    // A coil with a pyramid on it cannot move (the server's 409): no slot to suggest.
    const acima = ctx.g.porEndereco.get(bobina.endereco?.toUpperCase() ?? '')?.acimaIdx ?? [];
    const vizinhos = acima.flatMap((i) => ctx.bobinas[i] ?? []);
    if (avaliarRetirada(atual, vizinhos)) return [];
  }
  const horas = saidaPrevistaHoras(bobina, patio.agora, undefined, ctx.modelo);
  ctx.sigmaDaBobina = dispersaoDaSaida(bobina, ctx.modelo);
  const origem = origemDe(ctx.g, bobina.endereco);
  // Every free slot gets its cost (arithmetic only); the rule functions then run in cost order,
  // only until `limite` clean slots are found — the same answer as checking every slot first.
  const slots: SlotDoPatio[] = [];
  const custos: number[] = [];
  for (const slot of ctx.g.slots) {
    if (ctx.bobinas[slot.indice] || excluir.has(slot.endereco)) continue;
    // a pyramid slot without both supports lying there: the rule would refuse it anyway
    const [a, b] = slot.apoiosIdx;
    if (a !== undefined && ctx.bobinas[a]?.status !== 'NO_PATIO') continue;
    if (b !== undefined && ctx.bobinas[b]?.status !== 'NO_PATIO') continue;
    slots.push(slot);
    custos.push(custoDe(ctx, slot, bobina, horas, origem));
  }
  const porCusto = Array.from(slots.keys()).sort(
    (i, j) =>
      (custos[i] ?? 0) - (custos[j] ?? 0) || (slots[i]?.indice ?? 0) - (slots[j]?.indice ?? 0),
  );
  const limpas: Candidata[] = [];
  const forcadas: Candidata[] = [];
  for (const i of porCusto) {
    const slot = slots[i] as SlotDoPatio;
    const regras = regrasDe(ctx, slot, bobina);
    if (!regras) continue;
    const c = { slot, custo: custos[i] ?? 0, regras };
    (regras.length === 0 ? limpas : forcadas).push(c);
    if (limpas.length >= limite) break;
  }
  const escolhidas = (limpas.length > 0 ? limpas : forcadas.sort(ordem)).slice(0, limite);
  return escolhidas.map((c) => ({
    endereco: c.slot.endereco,
    pontuacao: Math.round(1000 / (1 + c.custo + PESOS.regra * c.regras.length)) / 10,
    motivos: motivosDe(ctx, c, bobina, horas, origem),
    exigeConfirmacao: c.regras,
  }));
}
