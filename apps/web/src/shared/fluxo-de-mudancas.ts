/**
 * The live-update connection without React: reads `GET /api/stream` (server-sent events) with
 * fetch, because EventSource cannot send the bearer header, and reconnects with backoff for as
 * long as the signal lives, so a server restart is survived without a reload. Like
 * EventSource it sends the last change id it saw as Last-Event-ID: the server replays what was
 * missed, or answers `resync` when it cannot (docs/live-updates.md).
 */

import type { MudancaRecebida } from '@patio/domain';

/** A change as the stream delivers it: `*` is the server's `resync`. */
export type Mudanca = MudancaRecebida;

export interface OpcoesDasMudancas {
  url: string;
  /** Read on every connection: the session may have been renewed meanwhile. */
  token: () => string | undefined;
  signal: AbortSignal;
  onChange: (c: Mudanca) => void;
  /** What changed meanwhile is unknown (the server said `resync`): refetch what is shown. */
  onResync: () => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

interface Cursor {
  /** The last change id received (SSE `id`), sent back as Last-Event-ID. */
  lastId?: string;
}

/** Reads one connection until the server ends it; throws when it cannot be opened. */
async function readOnce(
  o: OpcoesDasMudancas,
  cursor: Cursor,
  onOpen: () => void,
  emit: (c: Mudanca) => void,
) {
  const token = o.token();
  if (!token) throw new Error('sem sessão');
  const res = await fetch(o.url, {
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'text/event-stream',
      ...(cursor.lastId ? { 'Last-Event-ID': cursor.lastId } : {}),
    },
    signal: o.signal,
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
      const id = /^id: (.*)$/m.exec(block)?.[1];
      if (id !== undefined) cursor.lastId = id;
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (block.startsWith('event: change') && data) emit(JSON.parse(data) as Mudanca);
      if (block.startsWith('event: resync')) o.onResync();
    }
  }
}

/** Runs until the signal aborts; never rejects. */
export async function ouvirMudancas(o: OpcoesDasMudancas): Promise<void> {
  const first = o.firstDelayMs ?? 500;
  const max = o.maxDelayMs ?? 5000;
  let delay = first;
  let opened = false;
  const cursor: Cursor = {};
  while (!o.signal.aborted) {
    try {
      await readOnce(
        o,
        cursor,
        () => {
          // Without an id to resume from, the server cannot replay: refetch instead.
          if (opened && !cursor.lastId) o.onResync();
          opened = true;
        },
        (c) => {
          delay = first;
          o.onChange(c);
        },
      );
    } catch {
      // server down or restarting: try again shortly
    }
    if (o.signal.aborted) return;
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, max);
  }
}
