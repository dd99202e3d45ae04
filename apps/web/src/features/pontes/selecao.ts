/**
 * The selection rules of the crane screen (part2 §4, §5), pure so they are tested without a
 * browser: at most two, never one another crane holds, a click on a chosen one unchooses it.
 */
import { MAX_OPERACOES_POR_PONTE } from '@patio/domain';
import { TXT } from './textos.ts';

export interface Escolhivel {
  id: number;
  /** Selected or started on a crane (this one included). */
  isSelecionada: boolean;
}

export type Resultado =
  | { selecao: number[]; aviso?: undefined }
  | { selecao?: undefined; aviso: string };

/** The selection after a tap on `i`, or the warning to show instead. */
export function alternar(selecao: readonly number[], i: Escolhivel): Resultado {
  if (selecao.includes(i.id)) return { selecao: selecao.filter((id) => id !== i.id) };
  if (i.isSelecionada) return { aviso: TXT.outroOperador };
  if (selecao.length >= MAX_OPERACOES_POR_PONTE) return { aviso: TXT.maximoDuas };
  return { selecao: [...selecao, i.id] };
}

/**
 * What the live stream took away: chosen instructions now held by a crane (another operator
 * was faster). Only rows on screen are judged; an instruction on another page is kept.
 */
export function tomadasPorOutro(selecao: readonly number[], visiveis: readonly Escolhivel[]) {
  return selecao.filter((id) => visiveis.some((v) => v.id === id && v.isSelecionada));
}
