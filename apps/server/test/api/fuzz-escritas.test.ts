import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import {
  aplicar,
  type Mutacao,
  mutacao,
  numeroComoTexto,
  textoHostilNaUrl,
} from './fuzz-arbitrarios.ts';
import {
  type Base,
  baseDe,
  bases,
  criarFixtures,
  DESTINOS_DO_FUZZ,
  type Fixtures,
} from './fuzz-bases.ts';
import {
  casos,
  conferirRecusa,
  criarDigest,
  ehLista,
  type Operacao,
  operacoes,
  Placar,
  urlCom,
} from './fuzz-rotas.ts';

/**
 * Default cases of this file per `npm test` (FUZZ_RUNS overrides it for long local runs). Half
 * the queries' count: a write case costs about four times a query case, and the two files
 * together still run more than 10,000 cases (docs/testing.md).
 */
const CASOS = 2500;

interface Caso {
  path: Record<string, string>;
  query: Record<string, string>;
  corpo?: { texto: string; contentType: string };
  quebra: string;
}

/** One piece of a valid request broken: a body field, a path parameter or a query parameter. */
function caso(op: Operacao, base: () => Base): fc.Arbitrary<Caso> {
  const amostraBase = base();
  const camposCorpo = [
    ...new Set([
      ...Object.keys(
        (Array.isArray(amostraBase.body) ? amostraBase.body[0] : amostraBase.body) ?? {},
      ),
      ...Object.keys(op.body?.properties ?? op.body?.items?.properties ?? {}),
    ]),
  ];
  const hostil = fc.oneof(textoHostilNaUrl, numeroComoTexto);
  const opcoes: fc.Arbitrary<{
    onde: 'corpo' | 'path' | 'query' | 'nada';
    m?: Mutacao;
    nome?: string;
    valor?: string | undefined;
  }>[] = [fc.constant({ onde: 'nada' as const })];
  if (op.body || amostraBase.body !== undefined) {
    // twice: a write's fields live mostly in its body
    opcoes.push(mutacao(camposCorpo).map((m) => ({ onde: 'corpo' as const, m })));
    opcoes.push(mutacao(camposCorpo).map((m) => ({ onde: 'corpo' as const, m })));
  }
  if (op.path.length) {
    opcoes.push(
      fc.record({
        onde: fc.constant('path' as const),
        nome: fc.constantFrom(...op.path.map((p) => p.name)),
        valor: hostil,
      }),
    );
  }
  if (op.query.length) {
    opcoes.push(
      fc.record({
        onde: fc.constant('query' as const),
        nome: fc.constantFrom(...op.query.map((q) => q.name)),
        valor: fc.option(hostil, { nil: undefined }),
      }),
    );
  }
  return fc.oneof(...opcoes).map((q) => {
    const b = base();
    const path = { ...(b.path ?? {}) };
    const query = { ...(b.query ?? {}) };
    let corpo =
      b.body === undefined
        ? undefined
        : { texto: JSON.stringify(b.body), contentType: 'application/json' };
    if (q.onde === 'corpo' && q.m) corpo = aplicar(b.body ?? {}, q.m);
    if (q.onde === 'path' && q.nome) path[q.nome] = q.valor ?? '';
    if (q.onde === 'query' && q.nome) {
      if (q.valor === undefined) delete query[q.nome];
      else query[q.nome] = q.valor;
    }
    const quebra =
      q.onde === 'corpo'
        ? `corpo ${JSON.stringify(q.m).slice(0, 200)}`
        : `${q.onde} ${q.nome}=${JSON.stringify(q.valor)?.slice(0, 200)}`;
    // fast-check prints counterexamples with this: a 1 MB value would drown the report
    const resumo = () => `${quebra.slice(0, 300)} path=${JSON.stringify(path).slice(0, 120)}`;
    return { path, query, ...(corpo ? { corpo } : {}), quebra, [fc.toStringMethod]: resumo };
  });
}

/**
 * Every route of the table but the lists (fuzz-consultas covers those): valid requests with
 * one piece broken at a time. Never a 5xx; every refusal the Portuguese envelope; a refused
 * request leaves every row as it was (database digest before and after each case).
 */
describe.each(BACKENDS)('fuzz das escritas (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  /** The fuzz admin's user id (the token's subject). */
  let eu: number;
  let f: Fixtures;
  let digest: () => Promise<string>;
  const placar = new Placar();
  beforeAll(async () => {
    t = await buildTestApp(backend, { webhookDestinos: DESTINOS_DO_FUZZ });
    token = await t.token();
    eu = Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub);
    f = await criarFixtures(t);
    digest = await criarDigest(t);
  });
  afterAll(async () => {
    console.log(placar.resumo('fuzz-escritas', backend));
    await t.close();
  });

  const alvos = () => operacoes(t).filter((o) => !ehLista(o) && o.url !== '/api/health');

  it('cada base válida satisfaz o esquema do domínio da rota', () => {
    const todas = bases(f);
    for (const op of alvos()) {
      const b = todas[`${op.method} ${op.url}`]?.();
      if (!b?.esquema) continue;
      const r = b.esquema.safeParse(b.body);
      expect(r.success, `${op.method} ${op.url}: ${JSON.stringify(r.error?.issues)}`).toBe(true);
    }
    // every route with a body has a hand-made valid base (a new one must add its own)
    const semBase = alvos().filter((o) => o.body && !todas[`${o.method} ${o.url}`]);
    expect(semBase.map((o) => `${o.method} ${o.url}`)).toEqual([]);
  });

  it('um pedaço quebrado por vez: nunca 5xx, recusa no envelope, recusa não muda linha', async () => {
    const ops = alvos();
    const todas = bases(f);
    const peso = (o: Operacao) => (todas[`${o.method} ${o.url}`]?.().caro ? 0.25 : 1);
    const total = casos(CASOS, backend);
    const soma = ops.reduce((acc, o) => acc + peso(o), 0);
    placar.iniciar();
    let antes = await digest();
    for (const op of ops) {
      const runs = Math.max(Math.ceil((total * peso(op)) / soma), 5);
      const base = () => baseDe(op, f);
      await placar.medir(`${op.method} ${op.url}`, () =>
        fc.assert(
          fc.asyncProperty(caso(op, base), async (c) => {
            // A path broken into the fuzz admin's own id can rightly end its session (a
            // password recreated revokes every token of that user): skipped, not counted.
            fc.pre(
              !(c.quebra.startsWith('path') && Object.values(c.path).some((v) => Number(v) === eu)),
            );
            const url = urlCom(op.url, c.path);
            const res = await t.call({
              method: op.method,
              url,
              query: c.query,
              ...(c.corpo
                ? { payload: c.corpo.texto, headers: { 'content-type': c.corpo.contentType } }
                : {}),
              as: token,
            });
            placar.contar(res.statusCode);
            const onde = `${op.method} ${op.url} [${c.quebra}]`;
            conferirRecusa(res, onde);
            if (op.rule !== 'public') {
              expect(res.statusCode, `${onde}: o token do fuzz morreu`).not.toBe(401);
            }
            const depois = await digest();
            const divergenciaId = res.statusCode === 409 ? res.json().divergenciaId : undefined;
            if (divergenciaId) {
              // A refused off-line tap is kept for the supervisor: the one change it may make.
              const d = await t.call({
                method: 'GET',
                url: '/api/divergencias',
                query: { page: '1', pageSize: '5', filter: `id=${divergenciaId}` },
                as: token,
              });
              const achadas = d.json().data as { id: number; estado: string }[];
              expect(
                achadas.map((x) => [x.id, x.estado]),
                onde,
              ).toEqual([[divergenciaId, 'ABERTA']]);
            } else if (res.statusCode >= 400)
              expect(depois, `${onde} → ${res.statusCode} mudou o banco`).toBe(antes);
            antes = depois;
          }),
          { numRuns: runs, endOnFailure: true },
        ),
      );
    }
    expect(placar.casos).toBeGreaterThanOrEqual(total * 0.9);
  }, 600_000);

  it('o admin do fuzz ainda entra: nenhum caso derrubou a própria sessão', async () => {
    const res = await t.call({ method: 'GET', url: '/api/eventos', as: token });
    expect(res.statusCode).toBe(200);
  });
});
