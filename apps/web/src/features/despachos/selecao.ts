/** Pure rules of the dual-list picker (part2 §2.5): the order of selection and the side searches. */

export interface ItemDaLista {
  id: number;
  lote: string;
  endereco: string | null;
}

/** Checking appends (the order of selection becomes the loading order); unchecking removes. */
export function alternar(ordem: readonly number[], id: number): number[] {
  return ordem.includes(id) ? ordem.filter((x) => x !== id) : [...ordem, id];
}

/** Keeps only the ids still offered, in the order they were checked. */
export function aindaPresentes(ordem: readonly number[], itens: readonly ItemDaLista[]): number[] {
  const ids = new Set(itens.map((i) => i.id));
  return ordem.filter((id) => ids.has(id));
}

/** Search of one side: lot or address contains the term, ignoring case and spaces around it. */
export function filtrar<T extends ItemDaLista>(itens: readonly T[], termo: string): T[] {
  const t = termo.trim().toUpperCase();
  if (!t) return [...itens];
  return itens.filter(
    (i) => i.lote.toUpperCase().includes(t) || (i.endereco ?? '').toUpperCase().includes(t),
  );
}

/** Create mode: the chosen coils become the payload, sequencia 1..n in their order. */
export function comSequencia(ids: readonly number[]) {
  return ids.map((bobinaId, i) => ({ bobinaId, sequencia: i + 1 }));
}

/** Create mode: adds the checked coils after those already chosen, in the order of checking. */
export function incluirNaOrdem<T extends ItemDaLista>(
  escolhidas: readonly T[],
  disponiveis: readonly T[],
  marcadas: readonly number[],
): T[] {
  const porId = new Map(disponiveis.map((b) => [b.id, b]));
  const ja = new Set(escolhidas.map((b) => b.id));
  const novas = marcadas.flatMap((id) => {
    const b = porId.get(id);
    return b && !ja.has(id) ? [b] : [];
  });
  return [...escolhidas, ...novas];
}
