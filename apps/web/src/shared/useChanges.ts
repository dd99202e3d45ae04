/**
 * Live updates: one fetch-based SSE connection per tab (EventSource cannot send the bearer
 * header) that invalidates the queries of whatever entity changed. Reconnects with backoff,
 * so a server restart is survived without a reload.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSession } from './session.ts';

export interface Change {
  entity: string;
  id: number | string | null;
  action: string;
}

type Listener = (c: Change) => void;
const listeners = new Set<Listener>();

/** Subscribe to every change (for screens that need more than query invalidation). */
export function onChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

async function pump(signal: AbortSignal, emit: (c: Change) => void, onOpen: () => void) {
  const token = getSession()?.token;
  if (!token) throw new Error('sem sessão');
  const res = await fetch('/api/stream', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
  onOpen();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buf += decoder.decode(value, { stream: true });
    for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (block.startsWith('event: change') && data) emit(JSON.parse(data) as Change);
    }
  }
}

/** Mounted once in the shell while logged in. Query keys start with the entity's resource name. */
export function useChangeStream(resourcesOf: (entity: string) => string[]) {
  const qc = useQueryClient();
  useEffect(() => {
    const ctrl = new AbortController();
    let delay = 500;
    let opened = false;
    const emit = (c: Change) => {
      for (const r of resourcesOf(c.entity)) void qc.invalidateQueries({ queryKey: [r] });
      for (const l of listeners) l(c);
    };
    (async () => {
      while (!ctrl.signal.aborted) {
        try {
          await pump(
            ctrl.signal,
            (c) => {
              delay = 500;
              emit(c);
            },
            () => {
              // Whatever changed while we were disconnected is unknown: refetch what is shown.
              if (opened) void qc.invalidateQueries();
              opened = true;
            },
          );
        } catch {
          // server down or restarting: try again shortly
        }
        if (ctrl.signal.aborted) return;
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 5000);
      }
    })();
    return () => ctrl.abort();
  }, [qc, resourcesOf]);
}
