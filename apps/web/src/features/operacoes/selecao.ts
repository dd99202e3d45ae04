/**
 * The selection rules of the crane screen (docs/product/operations.md#crane-screen), pure so they
 * are tested without a browser: at most two, never one another crane holds, a click on a chosen one
 * unchooses it, and an instruction waiting for a relocation only behind that relocation
 * (docs/relocation.md).
 */
import { MAX_OPERACOES_POR_PONTE } from '@patio/domain';
import { TXT } from './textos.ts';

export interface Escolhivel {
  id: number;
  /** Selected or started on a crane (this one included). */
  isSelecionada: boolean;
  lote?: string;
  /** Lots of the open relocations it waits for. */
  aguardando?: readonly string[];
}

export type Resultado =
  | { selecao: number[]; aviso?: undefined }
  | { selecao?: undefined; aviso: string };

/** The relocations `i` still waits for that are not chosen before it. */
export function remanejamentosFaltando(
  selecao: readonly number[],
  i: Escolhivel,
  visiveis: readonly Escolhivel[],
): string[] {
  const escolhidos = new Set(
    visiveis.filter((v) => selecao.includes(v.id) && v.id !== i.id).map((v) => v.lote),
  );
  return (i.aguardando ?? []).filter((lote) => !escolhidos.has(lote));
}

/** The selection after a tap on `i`, or the warning to show instead. */
export function alternar(
  selecao: readonly number[],
  i: Escolhivel,
  visiveis: readonly Escolhivel[] = [],
): Resultado {
  if (selecao.includes(i.id)) return { selecao: selecao.filter((id) => id !== i.id) };
  if (i.isSelecionada) return { aviso: TXT.outroOperador };
  const faltam = remanejamentosFaltando(selecao, i, visiveis);
  if (faltam.length > 0) return { aviso: TXT.aguardando(faltam) };
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
