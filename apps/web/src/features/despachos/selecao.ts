/**
 * Pure rules of the dual-list picker (docs/product/operations.md#dispatch-form): the order of
 * selection and the side searches.
 */
import { empilhamentosSobre, formatEndereco, parseEndereco } from '@patio/domain';

export interface ItemDaLista {
  id: number;
  lote: string;
  endereco: string | null;
  /** Why the server would refuse this yard coil now, shown beside it. */
  motivo?: string;
}

export const MOTIVO = {
  instrucao: 'Instrução aberta',
  empilhada: 'Bobina empilhada sobre ela',
} as const;

/**
 * Why each yard coil cannot go (the server's checks, ahead of time): an open instruction, or a
 * pyramid coil resting on it. `ocupados` are the addresses holding a coil, moving ones included.
 */
export function comMotivos<T extends ItemDaLista>(
  itens: readonly T[],
  ocupados: ReadonlySet<string>,
  lotesComInstrucao: ReadonlySet<string>,
): T[] {
  return itens.map((b) => {
    if (lotesComInstrucao.has(b.lote)) return { ...b, motivo: MOTIVO.instrucao };
    const e = b.endereco ? parseEndereco(b.endereco) : null;
    const sobre = e ? empilhamentosSobre(e).map(formatEndereco) : [];
    return sobre.some((x) => ocupados.has(x)) ? { ...b, motivo: MOTIVO.empilhada } : b;
  });
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
