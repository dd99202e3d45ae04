/**
 * Whether the cab has lost the server: set by the retry loop of Pegar/Soltar, by the browser's
 * offline event and by the crane's own list failing for want of a connection. One store, so
 * every part of the crane screen shows the same "sem conexão — tentando novamente".
 */
import { useEffect, useSyncExternalStore } from 'react';

let perdida = false;
const ouvintes = new Set<() => void>();

export function marcarConexao(semConexao: boolean): void {
  if (perdida === semConexao) return;
  perdida = semConexao;
  for (const o of ouvintes) o();
}

const assinar = (o: () => void) => {
  ouvintes.add(o);
  return () => {
    ouvintes.delete(o);
  };
};

/** True while the server cannot be reached; clears itself when it answers again. */
export function useSemConexao(): boolean {
  useEffect(() => {
    const off = () => marcarConexao(true);
    const on = () => marcarConexao(false);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) off();
    window.addEventListener('offline', off);
    window.addEventListener('online', on);
    return () => {
      window.removeEventListener('offline', off);
      window.removeEventListener('online', on);
    };
  }, []);
  return useSyncExternalStore(assinar, () => perdida);
}
