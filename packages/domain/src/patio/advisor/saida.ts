/**
 * The advisor's departure model (docs/advisor.md, "Signals"): the expected hours until a coil
 * leaves, from what the system knows of it, and the chance that one coil leaves before another.
 */
import type { SinaisDeSaida } from './tipos.ts';

const HORA = 3_600_000;

/** Expected stay in hours of a coil by next process, before its age and dispatch are known. */
export const PERMANENCIA_HORAS: Readonly<Record<string, number>> = {
  EMB4: 48,
  LDC3: 144,
  LDC4: 144,
  LPBQ1: 240,
  LPBQ2: 240,
  LPBQ3: 240,
};
/** A coil without a next process waits longest (stock). */
export const PERMANENCIA_SEM_PROCESSO = 480;

export const PESOS_SAIDA = {
  /** An open dispatch is loaded within this many hours; each position ahead adds a little. */
  despachoHoras: 12,
  despachoPorPosicao: 0.25,
  /** A coil in an open reserve list is called within this; each position ahead adds one hour. */
  listaHoras: 24,
  listaPorPosicao: 1,
  /**
   * However old, a coil still here is expected to stay at least this share of its class: with
   * stays spread about ±50 % (log-normal), what is left of a stay bottoms out near half the
   * class's mean once a coil passes it (docs/advisor.md, "Signals").
   */
  pisoIdade: 0.5,
} as const;

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

/** Expected hours until the coil leaves, from what the system knows at `agora`. */
export function saidaPrevistaHoras(b: SinaisDeSaida, agora: number, laminacaoMs?: number): number {
  if (b.despacho)
    return PESOS_SAIDA.despachoHoras + PESOS_SAIDA.despachoPorPosicao * b.despacho.posicao;
  if (b.lista) return PESOS_SAIDA.listaHoras + PESOS_SAIDA.listaPorPosicao * b.lista.posicao;
  const base =
    (b.proximoProcesso && PERMANENCIA_HORAS[b.proximoProcesso]) || PERMANENCIA_SEM_PROCESSO;
  const lam = laminacaoMs ?? msDeLaminacao(b.laminacaoAt);
  const idade = Number.isFinite(lam) ? Math.max(0, (agora - lam) / HORA) : 0;
  // Still here at this age: what is left of the class's stay, never less than a floor.
  return Math.max(base - idade, base * PESOS_SAIDA.pisoIdade);
}

/** Steepness of the chance below: departures are noisy (about ±50 % on the stay). */
const INCLINACAO = 2.5;

/** Chance that a coil expected to leave in `a` hours leaves before one expected in `b` hours. */
export function chanceDeSairAntes(a: number, b: number): number {
  return 1 / (1 + Math.exp(-INCLINACAO * Math.log(Math.max(b, 0.5) / Math.max(a, 0.5))));
}
