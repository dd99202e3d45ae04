import { GRIDIFY_OPERATORS } from '@patio/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { novaBobina, postBobina } from './bobinas-fixtures.ts';
import { numeroComoTexto, textoHostilNaUrl as textoHostil } from './fuzz-arbitrarios.ts';
import {
  casos,
  conferirRecusa,
  criarDigest,
  ehLista,
  type Operacao,
  operacoes,
  Placar,
} from './fuzz-rotas.ts';

/** Default cases of this file per `npm test` (FUZZ_RUNS overrides it for long local runs). */
const CASOS = 5000;

const escapar = (v: string) => v.replace(/[,|()\\/]/g, '\\$&');

/** A Gridify filter over the list's own fields: nested groups, escapes, /i, hostile values. */
function filtro(campos: string[]): fc.Arbitrary<string> {
  const campo = fc.oneof(
    { arbitrary: fc.constantFrom(...campos), weight: 6 },
    { arbitrary: fc.constantFrom('id', 'x', '1=1', 'senhaHash', 'usuarios.senha_hash'), weight: 1 },
    { arbitrary: textoHostil, weight: 1 },
  );
  const valor = fc.oneof(
    { arbitrary: textoHostil, weight: 3 },
    { arbitrary: numeroComoTexto, weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '2024-05-10',
        '2024-05-10T08:30',
        '2024-05-10T08:30:15',
        'true',
        '0',
        '',
        'A1',
        'LQ',
      ),
      weight: 3,
    },
  );
  const condicao = fc
    .tuple(campo, fc.constantFrom(...GRIDIFY_OPERATORS), valor, fc.nat(3), fc.boolean())
    .map(([c, op, v, esc, ci]) => `${c}${op}${esc > 0 ? escapar(v) : v}${ci ? '/i' : ''}`);
  const { no } = fc.letrec<{ no: string }>((tie) => ({
    no: fc.oneof(
      { maxDepth: 3 },
      condicao,
      fc
        .tuple(tie('no'), fc.constantFrom(',', '|'), tie('no'))
        .map(([a, sep, b]) => `${a}${sep}${b}`),
      tie('no').map((x) => `(${x})`),
    ),
  }));
  // a valid-looking filter with one character dropped or doubled: unbalanced on purpose
  const estragado = fc.tuple(no, fc.nat(), fc.boolean()).map(([f, i, dobra]) => {
    const k = f.length ? i % f.length : 0;
    return dobra ? f.slice(0, k + 1) + f.slice(k) : f.slice(0, k) + f.slice(k + 1);
  });
  return fc.oneof(
    { arbitrary: no, weight: 5 },
    { arbitrary: estragado, weight: 2 },
    { arbitrary: textoHostil, weight: 2 },
  );
}

function ordenacao(campos: string[]): fc.Arbitrary<string> {
  const termo = fc
    .tuple(
      fc.oneof({ arbitrary: fc.constantFrom(...campos), weight: 5 }, textoHostil),
      fc.constantFrom('', ' asc', ' desc', ' DESC', '  desc', ' descending', ' ;'),
    )
    .map(([c, d]) => c + d);
  return fc.oneof(
    fc.array(termo, { minLength: 1, maxLength: 3 }).map((t) => t.join(', ')),
    textoHostil,
  );
}

/** page, pageSize, orderBy, filter (and any other declared parameter): absent, sane or hostile. */
function consulta(op: Operacao): fc.Arbitrary<Record<string, string>> {
  const campos = op.campos.length ? op.campos : ['id'];
  const por: Record<string, fc.Arbitrary<string>> = {
    page: fc.oneof(fc.constantFrom('1', '2', '999999999'), numeroComoTexto, textoHostil),
    pageSize: fc.oneof(fc.constantFrom('1', '10', '1000000000'), numeroComoTexto, textoHostil),
    orderBy: ordenacao(campos),
    filter: filtro(campos),
  };
  const sane: Record<string, string> = { page: '1', pageSize: '10', orderBy: campos[0] ?? 'id' };
  // each parameter absent, sane or hostile, so most queries still reach the database
  const entradas = op.query.map((q) => {
    const arb = por[q.name] ?? fc.oneof(textoHostil, numeroComoTexto);
    const ok = sane[q.name];
    return fc.oneof(
      fc.constant(undefined),
      ...(ok ? [fc.constant([q.name, ok] as const)] : []),
      arb.map((v) => [q.name, v] as const),
    );
  });
  return fc
    .tuple(...entradas)
    .map((pares) =>
      Object.fromEntries(pares.filter((p): p is readonly [string, string] => p !== undefined)),
    );
}

/**
 * Every list endpoint of the route table, with hostile filter, orderBy, page and pageSize:
 * never a 5xx, every refusal the Portuguese envelope, and no row changes (a read must not write).
 */
describe.each(BACKENDS)('fuzz das consultas (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let digest: () => Promise<string>;
  const placar = new Placar();
  beforeAll(async () => {
    t = await buildTestApp(backend);
    token = await t.token();
    // a few rows so filters have something to match and order
    for (const endereco of ['0001CN05', '0002AN01', '0003BN02']) {
      await postBobina(t, novaBobina({ endereco }), true);
    }
    digest = await criarDigest(t);
  });
  afterAll(async () => {
    console.log(placar.resumo('fuzz-consultas', backend));
    await t.close();
  });

  it('as listas vêm da tabela de rotas, cada uma com seus campos', () => {
    const listas = operacoes(t).filter(ehLista);
    expect(listas.length).toBeGreaterThanOrEqual(7);
    for (const op of listas) expect(op.campos.length, op.url).toBeGreaterThan(0);
  });

  it('filtro, ordenação e paginação hostis: nunca 5xx, recusa no envelope, nada muda', async () => {
    const listas = operacoes(t).filter(ehLista);
    const porLista = Math.ceil(casos(CASOS, backend) / listas.length);
    placar.iniciar();
    let antes = await digest();
    for (const op of listas) {
      await placar.medir(`${op.method} ${op.url}`, () =>
        fc.assert(
          fc.asyncProperty(consulta(op), async (query) => {
            const res = await t.call({ method: 'GET', url: op.url, query, as: token });
            placar.contar(res.statusCode);
            const onde = `GET ${op.url} ${JSON.stringify(query).slice(0, 300)}`;
            conferirRecusa(res, onde);
            if (res.statusCode === 200) {
              const body = res.json() as { totalItems: number; totalPages: number };
              expect(Number.isInteger(body.totalItems) && body.totalItems >= 0, onde).toBe(true);
              expect(Number.isInteger(body.totalPages) && body.totalPages >= 0, onde).toBe(true);
            }
            const depois = await digest();
            expect(depois, `${onde} mudou o banco`).toBe(antes);
            antes = depois;
          }),
          { numRuns: porLista, endOnFailure: true },
        ),
      );
    }
    expect(placar.casos).toBeGreaterThanOrEqual(casos(CASOS, backend));
  }, 600_000);
});
