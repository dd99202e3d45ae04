/**
 * The live-update connection without React: reads `GET /api/stream` (server-sent events) with
 * fetch, because EventSource cannot send the bearer header, and reconnects with backoff for as
 * long as the signal lives, so a server restart is survived without a reload.
 */

export interface Change {
  entity: string;
  id: number | string | null;
  action: string;
}

export interface ChangeStreamOptions {
  url: string;
  /** Read on every connection: the session may have been renewed meanwhile. */
  token: () => string | undefined;
  signal: AbortSignal;
  onChange: (c: Change) => void;
  /** Every connection after the first: what changed while it was down is unknown. */
  onReconnect: () => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** Reads one connection until the server ends it; throws when it cannot be opened. */
async function readOnce(o: ChangeStreamOptions, onOpen: () => void, emit: (c: Change) => void) {
  const token = o.token();
  if (!token) throw new Error('sem sessão');
  const res = await fetch(o.url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
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
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (block.startsWith('event: change') && data) emit(JSON.parse(data) as Change);
    }
  }
}

/** Runs until the signal aborts; never rejects. */
export async function runChangeStream(o: ChangeStreamOptions): Promise<void> {
  const first = o.firstDelayMs ?? 500;
  const max = o.maxDelayMs ?? 5000;
  let delay = first;
  let opened = false;
  while (!o.signal.aborted) {
    try {
      await readOnce(
        o,
        () => {
          if (opened) o.onReconnect();
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
