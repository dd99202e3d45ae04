import type { TBobina } from '@patio/domain';

/** What the address-correction dialog needs of a coil: a list row or a map cell both have it. */
export interface BobinaParaCorrigir {
  id: number;
  lote: string;
  endereco: string | null;
  /** Forced cooling (LEGE): decides the cooling pre-check. */
  isLege: boolean;
}

export type ResultadoCorrecao =
  | { result: 'corrigido'; data: TBobina }
  | { result: 'cancelado'; data: null };

export const CANCELADO: ResultadoCorrecao = { result: 'cancelado', data: null };
