import { ruleNames } from '@patio/domain';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auth from '../../src/plugins/app/auth.ts';
import { JWT_SECRET } from '../constants.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

/** A concrete URL for a route pattern: ids that exist nowhere, a crane, a login. */
function urlDe(pattern: string): string {
  return pattern
    .replace(/:ponte/g, 'PR493')
    .replace(/:login/g, 'ninguem')
    .replace(/:[A-Za-z]+/g, '987654');
}

/**
 * The permission matrix, generated from the server's own route table (app.rotas, filled as
 * routes register): every route × {no token, a token holding nothing, a token holding exactly
 * what the route declares}. A route without a declared rule does not even boot.
 */
describe.each(BACKENDS)('matriz de permissões (%s)', (backend) => {
  let t: TestApp;
  let nada: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    const u = await criarUsuario(t);
    nada = await t.token(u.login, u.senha);
  });
  afterAll(() => t.close());

  const rotas = () => t.app.rotas.filter((r) => r.url !== '/api/stream');

  it('a tabela tem as rotas da API, cada uma com sua regra', () => {
    expect(rotas().length).toBeGreaterThan(20);
    for (const r of rotas()) expect(r.rule, `${r.method} ${r.url}`).not.toBeUndefined();
  });

  it('a tabela tem toda rota /api que o Fastify serve (nenhuma escapa do guarda)', () => {
    // The OpenAPI document lists what Fastify registered, independently of app.rotas.
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const servidas = Object.entries(doc.paths)
      .filter(([p]) => p.toLowerCase().startsWith('/api') && !p.startsWith('/api/docs'))
      .flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    const naTabela = new Set(t.app.rotas.map((r) => `${r.method} ${r.url}`.toLowerCase()));
    const fora = servidas.filter((s) => !naTabela.has(s.toLowerCase()));
    expect(fora).toEqual([]);
    expect(servidas.length).toBe(t.app.rotas.length);
  });

  it('sem token: 401 em toda rota que não é pública', async () => {
    for (const r of rotas()) {
      if (r.rule === 'public') continue;
      const res = await t.call({ method: r.method as 'GET', url: urlDe(r.url), as: null });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('token sem permissões: 403 onde a rota exige permissão; leitura passa', async () => {
    // Logout ends the session it is called with: it goes last, or every later call is a 401.
    const sair = (r: { url: string }) => (/\/logout$/i.test(r.url) ? 1 : 0);
    for (const r of [...rotas()].sort((a, b) => sair(a) - sair(b))) {
      if (r.rule === 'public' || r.rule === 'device-or-login') continue;
      const res = await t.call({
        method: r.method as 'GET',
        url: urlDe(r.url),
        as: nada,
        payload: {},
      });
      const where = `${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (r.rule === null) expect([401, 403], where).not.toContain(res.statusCode);
      else expect(res.statusCode, where).toBe(403);
      expect(res.statusCode, where).toBeLessThan(500);
    }
  });

  it('token com exatamente a permissão exigida: nunca 401/403 nem 5xx', async () => {
    for (const r of rotas()) {
      if (r.rule === 'public' || r.rule === null || r.rule === 'device-or-login') continue;
      const precisa =
        typeof r.rule === 'object' && 'anyOf' in r.rule
          ? [r.rule.anyOf[0] as string]
          : ruleNames(r.rule);
      const u = await criarUsuario(t, { permissoes: precisa });
      const res = await t.call({
        method: r.method as 'GET',
        url: urlDe(r.url),
        as: await t.token(u.login, u.senha),
        payload: {},
      });
      const where = `${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 120)}`;
      expect([401, 403], where).not.toContain(res.statusCode);
      expect(res.statusCode, where).toBeLessThan(500);
    }
    // One user per route, each with a memory-hard password hash: sized for a busy machine.
  }, 180_000);
});

describe('rota sem regra declarada', () => {
  it('impede o servidor de subir', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', { tokenTtlSeconds: 60 } as never);
    await app.register(fp(async () => {}, { name: 'database' }));
    await app.register(auth, { jwtSecret: JWT_SECRET });
    app.get('/api/com-regra', { config: { rule: null } }, async () => ({}));
    expect(() => app.get('/api/esquecida', async () => ({}))).toThrow(
      'Rota GET /api/esquecida não declara config.rule',
    );
    await app.close();
  });
});
