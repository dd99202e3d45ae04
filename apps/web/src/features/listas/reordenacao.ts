/**
 * Reorder mode's bookkeeping (docs/product/operations.md#reorder-mode) as pure functions: the order
 * before any move, the order now, and what Salvar sends — the first position that changed and the
 * ids from there to the last one that changed. The server checks those positions still hold exactly
 * those ids.
 */

/** Moves the element at `de` to `para`, shifting the ones between. */
export function mover<T>(lista: readonly T[], de: number, para: number): T[] {
  const nova = [...lista];
  const [item] = nova.splice(de, 1);
  if (item === undefined) return nova;
  nova.splice(para, 0, item);
  return nova;
}

/**
 * The order on screen: the rows moved so far, then rows loaded later (infinite scroll) in
 * their loaded order. `movida` is null until the first move.
 */
export function ordemAtual(original: readonly number[], movida: readonly number[] | null) {
  if (!movida) return [...original];
  const ja = new Set(movida);
  return [...movida, ...original.filter((id) => !ja.has(id))];
}

export interface NovaOrdem {
  primeiraSequencia: number;
  ids: number[];
}

/**
 * The lowest and highest positions that changed; null when the order is as loaded (a row
 * dragged back to where it was counts as no movement).
 */
export function novaOrdem(
  original: readonly { id: number; sequencia: number | null }[],
  atual: readonly number[],
): NovaOrdem | null {
  let inicio = -1;
  let fim = -1;
  for (let i = 0; i < atual.length; i++) {
    if (atual[i] !== original[i]?.id) {
      if (inicio < 0) inicio = i;
      fim = i;
    }
  }
  const primeira = original[inicio]?.sequencia;
  if (inicio < 0 || primeira == null) return null;
  return { primeiraSequencia: primeira, ids: atual.slice(inicio, fim + 1) };
}

/**
 * "Mover para a posição…": the coil at position `de` goes to `para`. `faixa` holds the ids at
 * positions min(de, para)..max(de, para), in order; the answer is what the reorder call takes.
 */
export function moverParaPosicao(
  faixa: readonly number[],
  de: number,
  para: number,
): NovaOrdem | null {
  if (de === para) return null;
  const primeira = Math.min(de, para);
  if (faixa.length !== Math.abs(para - de) + 1) return null;
  return { primeiraSequencia: primeira, ids: mover(faixa, de - primeira, para - primeira) };
}
