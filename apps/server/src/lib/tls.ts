import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Config } from '../config.ts';

type Tls = NonNullable<Config['tls']>;

/** The certificate and key files, read once at start; a missing file stops the server there. */
export function lerTls(tls: Tls): { cert: Buffer; key: Buffer } {
  const ler = (variavel: string, caminho: string) => {
    try {
      return readFileSync(caminho);
    } catch {
      throw new Error(`${variavel}: não foi possível ler ${caminho}`);
    }
  };
  return { cert: ler('TLS_CERT', tls.cert), key: ler('TLS_KEY', tls.key) };
}

/** The plant CA's certificate (public) when there is one to hand out at /ca.pem. */
export function certificadoDaCa(tls: Tls | undefined): string | null {
  if (!tls || !existsSync(tls.ca)) return null;
  return readFileSync(tls.ca, 'utf8');
}

/**
 * HTTP_PORT: every plain request is answered with a permanent redirect to the same path on the
 * HTTPS port, on the host name the client used (a tablet typing the plant's IP keeps it).
 */
export function servidorDeRedirecionamento(portaHttps: number): Server {
  return createServer((req, res) => {
    const host = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const porta = portaHttps === 443 ? '' : `:${portaHttps}`;
    res.writeHead(308, { location: `https://${host}${porta}${req.url ?? '/'}` });
    res.end();
  });
}
