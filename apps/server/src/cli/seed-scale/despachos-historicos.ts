/**
 * The finalized dispatches the shipped coils left in: trains of 15–40 coils and trucks of 2–6,
 * one after another over the history, the coils numbered in the order they left.
 */
import { prng } from '@patio/domain';
import { DIA, FIM, HORA, INICIO, MINUTO, tsSql } from './comum.ts';

// Coils reach the yard up to ~40 days before leaving: the first shipments wait for that.
const PRIMEIRO = INICIO + 41 * DIA;
const ULTIMO = FIM - 2 * DIA;

export interface DespachoHistorico {
  /** 1-based position among the historic dispatches (its id is the base plus k). */
  k: number;
  identificacao: string;
  modal: 'TREM' | 'CARRETA';
  /** 1-based index of its first shipped coil; its coils are primeira … primeira + n - 1. */
  primeira: number;
  n: number;
  criado: string;
  fim: string;
}

export const identificacaoDespacho = (modal: string, ms: number, k: number): string =>
  `${modal}-${new Date(ms).getUTCFullYear()}-${String(k).padStart(6, '0')}`;

export function planejarDespachos(coils: number, seed: number): DespachoHistorico[] {
  const random = prng((seed ^ 0x0d15ea5e) >>> 0);
  const out: DespachoHistorico[] = [];
  for (let primeira = 1, k = 1; primeira <= coils; k++) {
    const trem = random() < 0.3;
    const n = Math.min(
      coils - primeira + 1,
      trem ? 15 + Math.floor(random() * 26) : 2 + Math.floor(random() * 5),
    );
    const fim =
      PRIMEIRO + ((primeira - 1) / Math.max(coils, 1)) * (ULTIMO - PRIMEIRO) + random() * HORA;
    const modal = trem ? 'TREM' : 'CARRETA';
    out.push({
      k,
      identificacao: identificacaoDespacho(modal, fim, k),
      modal,
      primeira,
      n,
      // created a few hours before it left: the loading happened in between
      criado: new Date(fim - 5 * HORA - Math.floor(random() * 300) * MINUTO).toISOString(),
      fim: new Date(Math.floor(fim)).toISOString(),
    });
    primeira += n;
  }
  return out;
}

/**
 * The lot of the i-th shipped coil: the year it was made (about three weeks before its
 * dispatch's place in the history) and its id. A formula of i alone, so the event log can
 * name the coil without reading the coils back.
 */
export const loteExpedidaSql = (i: string, coils: number, bobinaBase: number): string =>
  `to_char((${tsSql(PRIMEIRO - 20 * DIA)} + ((${i}) - 1)::float8 / ${Math.max(coils, 1)} * interval '${(ULTIMO - PRIMEIRO) / 1000} seconds') at time zone 'UTC', 'YY') || lpad((${bobinaBase} + (${i}))::text, 8, '0')`;
