import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Mudanca, ouvirMudancas } from './fluxo-de-mudancas.ts';

/** A stand-in for `GET /api/stream`: answers SSE to the right bearer and keeps the responses. */
function servidorSse(port = 0) {
  const abertas: ServerResponse[] = [];
  const lastEventIds: (string | undefined)[] = [];
  const server: Server = createServer((req, res) => {
    lastEventIds.push(req.headers['last-event-id'] as string | undefined);
    if (req.headers.authorization !== 'Bearer tk') {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 2000\n: conectado\n\n');
    abertas.push(res);
  });
  const pronto = new Promise<number>((ok) =>
    server.listen(port, '127.0.0.1', () => ok((server.address() as AddressInfo).port)),
  );
  return {
    pronto,
    abertas,
    lastEventIds,
    escrever(bloco: string) {
      for (const res of abertas) res.write(bloco);
    },
    anunciar(c: Mudanca) {
      for (const res of abertas) res.write(`event: change\ndata: ${JSON.stringify(c)}\n\n`);
    },
    /** The process dies: connections drop, the port refuses until the next start. */
    parar: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

// Waits follow the state; the limit is sized for a busy machine (docs/testing.md).
async function ate(condicao: () => boolean, ms = 15_000) {
  const fim = Date.now() + ms;
  while (!condicao() && Date.now() < fim) await new Promise((r) => setTimeout(r, 10));
  return condicao();
}

describe('conexão ao vivo', () => {
  const ctrl = new AbortController();
  afterEach(() => ctrl.abort());

  it('o servidor reinicia: reconecta sozinha, pede recarga do que está na tela e segue ouvindo', async () => {
    const primeiro = servidorSse();
    const port = await primeiro.pronto;
    const ouvidas: Mudanca[] = [];
    let reconexoes = 0;
    const rodando = ouvirMudancas({
      url: `http://127.0.0.1:${port}/api/stream`,
      token: () => 'tk',
      signal: ctrl.signal,
      onChange: (c) => ouvidas.push(c),
      onResync: () => reconexoes++,
      firstDelayMs: 50,
      maxDelayMs: 200,
    });

    expect(await ate(() => primeiro.abertas.length === 1)).toBe(true);
    primeiro.anunciar({ entity: 'bobina', id: 1, action: 'criada' });
    expect(await ate(() => ouvidas.length === 1)).toBe(true);
    expect(reconexoes).toBe(0);

    await primeiro.parar();
    // A few refused attempts while the server is down.
    await new Promise((r) => setTimeout(r, 300));
    const segundo = servidorSse(port);
    await segundo.pronto;
    expect(await ate(() => segundo.abertas.length === 1)).toBe(true);
    // The resync is asked once the reply has reached the client, a moment after the server saw
    // the request.
    expect(await ate(() => reconexoes === 1)).toBe(true);
    expect(reconexoes).toBe(1);
    segundo.anunciar({ entity: 'instrucao', id: 2, action: 'atualizada' });
    expect(await ate(() => ouvidas.length === 2)).toBe(true);
    expect(ouvidas).toEqual([
      { entity: 'bobina', id: 1, action: 'criada' },
      { entity: 'instrucao', id: 2, action: 'atualizada' },
    ]);

    ctrl.abort();
    await rodando;
    await segundo.parar();
  });

  it('volta com Last-Event-ID do último id visto; um resync do servidor pede recarga de tudo e passa a valer o id que ele traz', async () => {
    const meu = new AbortController();
    const primeiro = servidorSse();
    const port = await primeiro.pronto;
    const ouvidas: Mudanca[] = [];
    let resyncs = 0;
    const rodando = ouvirMudancas({
      url: `http://127.0.0.1:${port}/api/stream`,
      token: () => 'tk',
      signal: meu.signal,
      onChange: (c) => ouvidas.push(c),
      onResync: () => resyncs++,
      firstDelayMs: 50,
      maxDelayMs: 200,
    });
    expect(await ate(() => primeiro.abertas.length === 1)).toBe(true);
    primeiro.escrever('id: 41\n\n');
    primeiro.escrever(
      'event: change\nid: 42\ndata: {"entity":"bobina","id":1,"action":"criada"}\n\n',
    );
    expect(await ate(() => ouvidas.length === 1)).toBe(true);
    await primeiro.parar();
    const segundo = servidorSse(port);
    await segundo.pronto;
    expect(await ate(() => segundo.abertas.length === 1)).toBe(true);
    expect(primeiro.lastEventIds).toEqual([undefined]);
    expect(segundo.lastEventIds).toEqual(['42']);
    // The server replays: no refetch of everything.
    expect(resyncs).toBe(0);
    // A restored log is behind the client: the resync carries the log's id, and the client
    // continues from it, lower than what it had.
    segundo.escrever('event: resync\nid: 9\ndata: {}\n\n');
    expect(await ate(() => resyncs === 1)).toBe(true);
    segundo.escrever(
      'event: change\nid: 10\ndata: {"entity":"bobina","id":3,"action":"criada"}\n\n',
    );
    expect(await ate(() => ouvidas.length === 2)).toBe(true);
    await segundo.parar();
    const terceiro = servidorSse(port);
    await terceiro.pronto;
    expect(await ate(() => terceiro.abertas.length === 1)).toBe(true);
    expect(terceiro.lastEventIds).toEqual(['10']);
    meu.abort();
    await rodando;
    await terceiro.parar();
  });
});
