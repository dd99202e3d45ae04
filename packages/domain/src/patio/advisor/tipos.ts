/**
 * What the yard advisor reads and answers (docs/advisor.md). Everything here is what the
 * system knows at the moment of the call: never a coil's true departure.
 */
import type { Layout } from '../../endereco.ts';
import type { ModeloPermanencia } from './permanencia.ts';

/** What the system knows of when a coil leaves. */
export interface SinaisDeSaida {
  /** Next process (EMB4 = direct delivery, leaves within days); null when unknown. */
  proximoProcesso: string | null;
  /** Material code: a finer class of the learned stay model, when the history shows one. */
  material?: string | null;
  /** Lamination wall clock `YYYY-MM-DDTHH:mm` (the coil's age is counted from it). */
  laminacaoAt: string;
  /** Its open dispatch and position in the loading order, if any. */
  despacho?: { identificacao: string; posicao: number } | null;
  /** Its open reserve-list item and position, if any. */
  lista?: { tipo: string; posicao: number } | null;
}

/** A coil lying in a slot of the main yard. */
export interface BobinaDoPatio extends SinaisDeSaida {
  id: number;
  endereco: string;
  largura: number | null;
  /** NO_PATIO, or EM_MOVIMENTO (still holds its slot, holds nothing up). */
  status: string;
}

/** The coil to place: a new one, a planned one, or one already in the yard (a move). */
export interface BobinaAColocar extends SinaisDeSaida {
  id?: number;
  largura: number | null;
  isLege: boolean;
  grupo?: string;
  lote?: string;
  /** Its slot now when it is in the yard (a move leaves from here). */
  endereco?: string | null;
}

/** A snapshot of the main yard. */
export interface Patio {
  layout: Layout;
  bobinas: readonly BobinaDoPatio[];
  /** Now, as a wall clock read as UTC milliseconds (the convention of `laminacaoAt`). */
  agora: number;
  /** The stay model in use (default: the prior table). */
  modelo?: ModeloPermanencia;
}

export interface OpcoesSugestao {
  /** How many slots to return (default 5). */
  limite?: number;
  /** Slots never to suggest (e.g. destinations of open instructions, slots over a coil leaving). */
  excluir?: Iterable<string>;
}

export interface Sugestao {
  endereco: string;
  /** 0–100, higher is better. */
  pontuacao: number;
  motivos: string[];
  /** Messages of the overridable rules the slot breaks (the server's 422 texts); empty = clean. */
  exigeConfirmacao: string[];
}
