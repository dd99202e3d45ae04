import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servidorDeRedirecionamento } from '../../src/lib/tls.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

const PROGRAMA = fileURLToPath(new URL('../../src/cli/tls-lan.ts', import.meta.url));

function obter(url: string, ca?: string) {
  const pedir = url.startsWith('https') ? httpsRequest : httpRequest;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (ok, falha) => {
      const req = pedir(url, { ca, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', falha);
      req.end();
    },
  );
}

// The certificate and its HTTPS server do not depend on the database: PGlite is enough.
describe('HTTPS na rede da planta com o certificado de tls:lan', () => {
  const dir = mkdtempSync(join(tmpdir(), 'patio-tls-'));
  let t: TestApp;
  let porta: number;
  let saida: string;

  beforeAll(async () => {
    const r = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', PROGRAMA, '--nome', 'localhost', '--ip', '127.0.0.1', '--dir', dir],
      { env: { ...process.env, INIT_CWD: dir } },
    );
    saida = r.stdout;
    const tls = {
      cert: join(dir, 'servidor.pem'),
      key: join(dir, 'servidor-key.pem'),
      ca: join(dir, 'ca.pem'),
      httpPort: undefined,
    };
    t = await buildTestApp('pglite', { tls });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    porta = (t.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(() => t.close());

  it('grava os arquivos só para o dono e mostra TLS_CERT e TLS_KEY com caminhos absolutos', () => {
    for (const f of ['ca.pem', 'ca-key.pem', 'servidor.pem', 'servidor-key.pem']) {
      expect(statSync(join(dir, f)).mode & 0o777, f).toBe(0o600);
    }
    expect(saida).toContain(`TLS_CERT=${join(dir, 'servidor.pem')}`);
    expect(saida).toContain(`TLS_KEY=${join(dir, 'servidor-key.pem')}`);
  });

  it('responde /api/health por HTTPS a um cliente que confia só na CA da planta', async () => {
    const ca = readFileSync(join(dir, 'ca.pem'), 'utf8');
    for (const host of ['127.0.0.1', 'localhost']) {
      const res = await obter(`https://${host}:${porta}/api/health`, ca);
      expect(res.status, host).toBe(200);
      expect(JSON.parse(res.body).status).toBe('ok');
    }
    // Without the plant CA the same client refuses the server.
    await expect(obter(`https://127.0.0.1:${porta}/api/health`)).rejects.toThrow(
      /self[- ]signed|unable to verify|local issuer/i,
    );
  });

  it('GET /ca.pem entrega o certificado da CA sem login', async () => {
    const ca = readFileSync(join(dir, 'ca.pem'), 'utf8');
    const res = await obter(`https://127.0.0.1:${porta}/ca.pem`, ca);
    expect(res.status).toBe(200);
    expect(res.body).toBe(ca);
    expect(res.body).toContain('BEGIN CERTIFICATE');
    expect(res.body).not.toContain('PRIVATE KEY');
  });

  it('HTTP_PORT responde a todo pedido simples com o endereço HTTPS', async () => {
    const redirecionador = servidorDeRedirecionamento(porta);
    await new Promise<void>((ok) => redirecionador.listen(0, '127.0.0.1', ok));
    const portaHttp = (redirecionador.address() as AddressInfo).port;
    try {
      const res = await obter(`http://127.0.0.1:${portaHttp}/operacoes?ponte=PR1`);
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe(`https://127.0.0.1:${porta}/operacoes?ponte=PR1`);
    } finally {
      await new Promise((ok) => redirecionador.close(ok));
    }
  });
});

describe('sem TLS_CERT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('/ca.pem não existe', async () => {
    const res = await t.call({ method: 'GET', url: '/ca.pem', as: null });
    expect(res.statusCode).toBe(404);
  });
});
