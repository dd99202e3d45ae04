import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type Backend, buildTestApp } from './helper.ts';

/* A webhook receiver on loopback for the tests: it keeps what arrives and answers what the
 * test says (a status per request), as an integrator's endpoint would. */

export interface Recebido {
  /** The path it was posted to: one receiver serves several endpoints. */
  caminho: string;
  corpo: string;
  evento: { id: string; tipo: string; ocorridoEm: string; dados: Record<string, unknown> };
  headers: IncomingHttpHeaders;
  /** performance.now() when it arrived. */
  em: number;
  /** The status this request was answered with. */
  status: number;
}

export interface Receptor {
  url: string;
  recebidos: Recebido[];
  /** The status the next requests get (200 unless set); a promise holds the answer back. */
  responder(status: Resposta): void;
  fechar(): Promise<void>;
}

type Resposta = number | ((r: Recebido) => number | Promise<number>);

export async function iniciarReceptor(): Promise<Receptor> {
  let resposta: Resposta = 200;
  const recebidos: Recebido[] = [];
  const servidor = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', async () => {
      const corpo = Buffer.concat(partes).toString('utf8');
      const r: Recebido = {
        caminho: req.url ?? '',
        corpo,
        evento: JSON.parse(corpo),
        headers: req.headers,
        em: performance.now(),
        status: 0,
      };
      const status = typeof resposta === 'function' ? resposta(r) : resposta;
      recebidos.push(r);
      r.status = typeof status === 'number' ? status : 0;
      r.status = await status;
      if (!res.destroyed) res.writeHead(r.status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const { port } = servidor.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    recebidos,
    responder(s) {
      resposta = s;
    },
    fechar: () =>
      new Promise<void>((ok) => {
        servidor.closeAllConnections();
        servidor.close(() => ok());
      }),
  };
}

/**
 * Verifies X-Patio-Assinatura the way docs/integracao.md tells an integrator to: any of its
 * `v1` signatures (two for 24 h after a secret's rotation) made with `segredo`.
 */
export function assinaturaValida(segredo: string, r: Recebido): boolean {
  const h = String(r.headers['x-patio-assinatura'] ?? '');
  if (!/^t=\d+(,v1=[0-9a-f]{64})+$/.test(h)) return false;
  const t = h.slice(2, h.indexOf(','));
  const esperado = createHmac('sha256', segredo).update(`${t}.${r.corpo}`).digest();
  return [...h.matchAll(/v1=([0-9a-f]{64})/g)].some((m) =>
    timingSafeEqual(esperado, Buffer.from(m[1] as string, 'hex')),
  );
}

/** Waits, following state, until `cond` holds. */
export async function aguardar(cond: () => boolean | Promise<boolean>, ms: number, oQue: string) {
  const limite = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > limite) throw new Error(`esperei ${ms} ms por: ${oQue}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A test app allowed to deliver to loopback and a receiver there, closed together. */
export async function appComReceptor(backend: Backend) {
  const receptor = await iniciarReceptor();
  const t = await buildTestApp(backend, { webhookDestinos: '127.0.0.1' });
  return {
    t,
    receptor,
    fechar: async () => {
      await t.close();
      await receptor.fechar();
    },
  };
}
