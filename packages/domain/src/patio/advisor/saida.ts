/**
 * The advisor's departure model (docs/advisor.md, "Signals"): the expected hours until a coil
 * leaves, from what the system knows of it, and the chance that one coil leaves before another.
 */
import { classeDe, MODELO_PRIOR, type ModeloPermanencia } from './permanencia.ts';
import type { SinaisDeSaida } from './tipos.ts';

const HORA = 3_600_000;

export const PESOS_SAIDA = {
  /** An open dispatch is loaded within this many hours; each position ahead adds a little. */
  despachoHoras: 12,
  despachoPorPosicao: 0.25,
  /** A coil in an open reserve list is called within this; each position ahead adds one hour. */
  listaHoras: 24,
  listaPorPosicao: 1,
  /** Spread (sigma of the log) of a departure known from a dispatch or a list: dates slip. */
  dispersaoConhecida: 0.5,
} as const;

/**
 * However old, a coil still here is expected to stay at least this share of its class's
 * median: for a log-normal stay of spread sigma, the median of what is left once a coil has
 * reached the class's median (docs/advisor.md, "Signals"). ±50 % gives 0.40; a wider law keeps
 * old coils further from "about to leave".
 */
export function pisoDeIdade(dispersao: number): number {
  return Math.min(1, Math.max(0.25, Math.exp(0.6745 * dispersao) - 1));
}

/** Days from 1970-01-01 to a civil date (proleptic Gregorian), month 1–12: plain arithmetic. */
function diasDesdeEpoca(ano: number, mes: number, dia: number): number {
  const a = mes <= 2 ? ano - 1 : ano;
  const era = Math.floor(a / 400);
  const anoDaEra = a - era * 400;
  const diaDoAno = Math.floor((153 * (mes > 2 ? mes - 3 : mes + 9) + 2) / 5) + dia - 1;
  const diaDaEra =
    anoDaEra * 365 + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100) + diaDoAno;
  return era * 146097 + diaDaEra - 719468;
}

/** Wall clock `YYYY-MM-DDTHH:mm` as UTC milliseconds (the yard reads it as written). */
export function msDeLaminacao(s: string): number {
  // digit by digit and without Date.UTC: this runs for every coil of every call, and parsing
  // was most of a call's time on a full yard (docs/advisor.md, "Latency")
  const ano =
    s.charCodeAt(0) * 1000 + s.charCodeAt(1) * 100 + s.charCodeAt(2) * 10 + s.charCodeAt(3) - 53328;
  const mes = s.charCodeAt(5) * 10 + s.charCodeAt(6) - 528;
  const dia = s.charCodeAt(8) * 10 + s.charCodeAt(9) - 528;
  const hora = s.charCodeAt(11) * 10 + s.charCodeAt(12) - 528;
  const minuto = s.charCodeAt(14) * 10 + s.charCodeAt(15) - 528;
  // Date.UTC's own roll-over for a month out of range (never in a valid stamp)
  if (!(mes >= 1 && mes <= 12)) {
    const ms = Date.UTC(ano, mes - 1, dia, hora, minuto);
    return Number.isFinite(ms) ? ms : Number.NaN;
  }
  const ms = ((diasDesdeEpoca(ano, mes, dia) * 24 + hora) * 60 + minuto) * 60_000;
  return Number.isFinite(ms) ? ms : Number.NaN;
}

/**
 * Expected hours until the coil leaves, from what the system knows at `agora`, with the stay
 * model in use (the prior, or the one learned from the yard's exits).
 */
export function saidaPrevistaHoras(
  b: SinaisDeSaida,
  agora: number,
  laminacaoMs?: number,
  modelo: ModeloPermanencia = MODELO_PRIOR,
): number {
  if (b.despacho)
    return PESOS_SAIDA.despachoHoras + PESOS_SAIDA.despachoPorPosicao * b.despacho.posicao;
  if (b.lista) return PESOS_SAIDA.listaHoras + PESOS_SAIDA.listaPorPosicao * b.lista.posicao;
  const c = classeDe(modelo, b.proximoProcesso, b.material);
  const lam = laminacaoMs ?? msDeLaminacao(b.laminacaoAt);
  const idade = Number.isFinite(lam) ? Math.max(0, (agora - lam) / HORA) : 0;
  // Still here at this age: what is left of the class's stay, never less than a floor.
  return Math.max(c.medianaHoras - idade, c.medianaHoras * pisoDeIdade(c.dispersao));
}

/** The spread (sigma of the log) of the coil's departure as the model knows it. */
export function dispersaoDaSaida(b: SinaisDeSaida, modelo: ModeloPermanencia = MODELO_PRIOR) {
  if (b.despacho || b.lista) return PESOS_SAIDA.dispersaoConhecida;
  return classeDe(modelo, b.proximoProcesso, b.material).dispersao;
}

/**
 * Chance that a coil expected to leave in `a` hours leaves before one expected in `b` hours,
 * each stay log-normal with the spreads given: Φ(ln(b/a) / √(σa² + σb²)), through the
 * logistic approximation of Φ (slope 1.702). Two ±50 % stays give a slope of 2.4 on the log
 * ratio; wider learned spreads flatten it.
 */
export function chanceDeSairAntes(a: number, b: number, sigmaA = 0.5, sigmaB = 0.5): number {
  const inclinacao = 1.702 / Math.sqrt(sigmaA * sigmaA + sigmaB * sigmaB);
  return 1 / (1 + Math.exp(-inclinacao * Math.log(Math.max(b, 0.5) / Math.max(a, 0.5))));
}
