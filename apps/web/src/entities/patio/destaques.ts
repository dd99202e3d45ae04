/**
 * The addresses the advisor last suggested, for the map to highlight while a "Sugerir
 * endereço" list is open (the map and the dialogs do not share a component tree).
 */
import { useSyncExternalStore } from 'react';

let atuais: readonly string[] = [];
const ouvintes = new Set<() => void>();

export function destacarSugestoes(enderecos: readonly string[]): void {
  atuais = enderecos;
  for (const o of ouvintes) o();
}

export function useSugestoesDestacadas(): readonly string[] {
  return useSyncExternalStore(
    (o) => {
      ouvintes.add(o);
      return () => ouvintes.delete(o);
    },
    () => atuais,
  );
}
