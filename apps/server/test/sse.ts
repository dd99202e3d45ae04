/** One SSE event as a client reads it from `GET /api/stream`. */
export interface EventoSse {
  event: string;
  id?: number;
  data?: unknown;
}

/**
 * Opens the live stream (optionally with Last-Event-ID) and collects its events, including the
 * id-only block a first connection gets; `ultimoId` is what a browser would send next time. A
 * machine key (`{ chave }`) instead of a session token opens it as an integration would.
 */
export async function abrirStream(
  url: string,
  token: string | { chave: string },
  lastEventId?: number,
) {
  const ctrl = new AbortController();
  const res = await fetch(url, {
    headers: {
      ...(typeof token === 'string'
        ? { authorization: `Bearer ${token}` }
        : { 'x-api-key': token.chave }),
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: ctrl.signal,
  });
  const eventos: EventoSse[] = [];
  let ultimoId = lastEventId;
  let fechado = false;
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
        if (done) return;
        buf += decoder.decode(value, { stream: true });
        for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (id !== undefined) ultimoId = Number(id);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) {
            eventos.push({
              event,
              ...(id === undefined ? {} : { id: Number(id) }),
              ...(data === undefined ? {} : { data: JSON.parse(data) }),
            });
          }
        }
      }
    } catch {
      // aborted or cut
    } finally {
      fechado = true;
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    eventos,
    get ultimoId() {
      return ultimoId;
    },
    get fechado() {
      return fechado;
    },
    /** Waits until `cond` holds over the events read so far (false after `ms`). */
    async ate(cond: (e: EventoSse[]) => boolean, ms = 5000) {
      const limite = Date.now() + ms;
      while (!cond(eventos) && Date.now() < limite) await new Promise((r) => setTimeout(r, 20));
      return cond(eventos);
    },
    async fechar() {
      ctrl.abort();
      await pump;
    },
  };
}
