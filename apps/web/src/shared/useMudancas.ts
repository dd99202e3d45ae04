/**
 * Live updates: one SSE connection per tab (fluxo-de-mudancas.ts) that invalidates the queries of
 * whatever entity changed, and refetches everything shown when the server says `resync`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Mudanca, ouvirMudancas } from './fluxo-de-mudancas.ts';
import { getSession } from './session.ts';

export type { Mudanca } from './fluxo-de-mudancas.ts';

type Listener = (c: Mudanca) => void;
const listeners = new Set<Listener>();

/** Subscribe to every change (for screens that need more than query invalidation). */
export function aoMudar(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Mounted once in the shell while logged in. Query keys start with the entity's resource name. */
export function useMudancas(resourcesOf: (entity: string) => string[]) {
  const qc = useQueryClient();
  useEffect(() => {
    const ctrl = new AbortController();
    void ouvirMudancas({
      url: '/api/stream',
      token: () => getSession()?.token,
      signal: ctrl.signal,
      onChange: (c) => {
        for (const r of resourcesOf(c.entity)) void qc.invalidateQueries({ queryKey: [r] });
        for (const l of listeners) l(c);
      },
      onResync: () => {
        void qc.invalidateQueries();
        for (const l of listeners) l({ entity: '*', id: null, action: 'resync' });
      },
    });
    return () => ctrl.abort();
  }, [qc, resourcesOf]);
}
