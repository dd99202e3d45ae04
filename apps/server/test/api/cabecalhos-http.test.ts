import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

// Headers do not depend on the database: PGlite is enough.
function appCom(appUrl: string): Promise<TestApp> {
  const dist = mkdtempSync(join(tmpdir(), 'patio-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pátio</title>');
  return buildTestApp('pglite', { webDist: dist, appUrl });
}

describe('cabeçalhos numa rede de fábrica em HTTP simples', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appCom('http://patio-srv:3000');
  });
  afterAll(() => t.close());

  it('o app e a documentação não mandam o navegador trocar para https', async () => {
    for (const url of ['/', '/mapa', '/api/health', '/api/docs', '/api/docs/static/index.html']) {
      const res = await t.call({ method: 'GET', url, as: null });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('respostas de erro levam os mesmos cabeçalhos de segurança', async () => {
    for (const url of ['/api/bobinas', '/api/nao-existe']) {
      const res = await t.call({ method: 'GET', url, as: null });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('cabeçalhos atrás de um proxy HTTPS (APP_URL https)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appCom('https://patio.usina.br');
  });
  afterAll(() => t.close());

  it('voltam o upgrade para https, o HSTS e o COOP', async () => {
    for (const url of ['/', '/api/health', '/api/docs/static/index.html']) {
      const res = await t.call({ method: 'GET', url, as: null });
      expect(res.headers['content-security-policy'], url).toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});
