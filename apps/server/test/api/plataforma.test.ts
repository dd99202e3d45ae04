import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

describe.each(BACKENDS)('plataforma (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'patio-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pátio</title>');
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    t = await buildTestApp(backend, { webDist: dist });
  });
  afterAll(() => t.close());

  it('health confere o banco', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health', as: null });
    expect(res.json()).toEqual({ status: 'ok', database: backend });
  });

  it('serve o documento OpenAPI em /api/docs com as rotas e seus esquemas', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json', as: null });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/usuarios/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'login',
      'senha',
    ]);
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect((await t.call({ method: 'GET', url: '/api/docs', as: null })).statusCode).toBe(200);
  });

  it('serve o app em / e devolve index.html para qualquer caminho que não seja da API', async () => {
    for (const url of ['/', '/bobinas', '/usuario/12?view=true']) {
      const res = await t.call({ method: 'GET', url, as: null });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Pátio</title>');
    }
    const asset = await t.call({ method: 'GET', url: '/assets/app-abc.js', as: null });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.call({ method: 'GET', url: '/api/qualquer', as: null });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('envia cabeçalhos de segurança (CSP com frame-ancestors, nosniff)', async () => {
    // the app's index.html (at / and as the fallback of a screen), an asset, JSON and an error
    for (const url of ['/', '/bobinas', '/assets/app-abc.js', '/api/health', '/api/qualquer']) {
      const res = await t.call({ method: 'GET', url, as: null });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
