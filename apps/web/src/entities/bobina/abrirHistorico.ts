/**
 * One coil-history drawer for the whole app (mounted in the shell): the map popover, the coil,
 * reserve and instruction lists and the dispatch's rows open it by lot, so none of them has to
 * carry its own drawer and shipped coils (found by lot) open the same way.
 */
import { useSyncExternalStore } from 'react';

let atual: string | null = null;
const ouvintes = new Set<() => void>();

function definir(lote: string | null) {
  atual = lote;
  for (const o of ouvintes) o();
}

export const abrirHistorico = (lote: string) => definir(lote);
export const fecharHistorico = () => definir(null);

export function useLoteDoHistorico(): string | null {
  return useSyncExternalStore(
    (o) => {
      ouvintes.add(o);
      return () => ouvintes.delete(o);
    },
    () => atual,
  );
}
