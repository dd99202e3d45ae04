import { connect, createServer, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';

/** A label printer on loopback: what each connection sent, once it closed. */
export async function impressoraDeTeste() {
  const recebidos: string[] = [];
  const abertos = new Set<Socket>();
  const servidor = createServer((s) => {
    abertos.add(s);
    let texto = '';
    s.on('data', (d) => {
      texto += d.toString('utf8');
    });
    s.on('end', () => recebidos.push(texto));
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const porta = (servidor.address() as { port: number }).port;
  return {
    porta,
    recebidos,
    fechar: () =>
      new Promise<void>((ok) => {
        for (const s of abertos) s.destroy();
        servidor.close(() => ok());
      }),
  };
}

const conecta = (porta: number, ms: number) =>
  new Promise<Socket | null>((ok) => {
    const s = connect({ host: '127.0.0.1', port: porta });
    const prazo = setTimeout(() => {
      s.destroy();
      ok(null);
    }, ms);
    s.once('connect', () => {
      clearTimeout(prazo);
      ok(s);
    });
    s.once('error', () => ok(null));
  });

/**
 * A printer that never accepts a connection: a listener on loopback whose thread is blocked
 * before it accepts, its kernel queue (backlog 1) filled by connections made here, so the
 * kernel drops the next handshake and a client waits until its own timeout.
 */
export async function impressoraMuda() {
  const worker = new Worker(
    `const net = require('node:net');
     const { parentPort } = require('node:worker_threads');
     const s = net.createServer();
     s.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
       parentPort.postMessage(s.address().port);
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120000);
     });`,
    { eval: true },
  );
  const porta = await new Promise<number>((ok) => worker.once('message', ok));
  const enchimento: Socket[] = [];
  for (let i = 0; i < 10; i++) {
    const s = await conecta(porta, 500);
    if (!s) break;
    enchimento.push(s);
  }
  return {
    porta,
    fechar: async () => {
      for (const s of enchimento) s.destroy();
      await worker.terminate();
    },
  };
}
