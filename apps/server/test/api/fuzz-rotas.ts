import { codigosDeErro } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Backend, TestApp } from '../helper.ts';

/* The fuzzers' view of the server: its own route table, the schemas each route declared (as
 * the OpenAPI document the server generates from them), a digest of the database, and the
 * checks every answer must pass. Nothing here is a hand-kept list of routes. */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Param {
  name: string;
  schema: JsonSchema;
}

export interface Operacao {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify pattern, e.g. `/api/bobinas/:id`. */
  url: string;
  rule: unknown;
  path: Param[];
  query: Param[];
  body: JsonSchema | undefined;
  /** For lists: the field names of a row, as the response schema declares them. */
  campos: string[];
}

interface OpenApiOp {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** Every /api route (the event stream aside, it never ends) with the schemas it declared. */
export function operacoes(t: TestApp): Operacao[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOp>> };
  const byLower = new Map(Object.entries(doc.paths).map(([k, v]) => [k.toLowerCase(), v]));
  return (
    t.app.rotas
      // The stream never ends; logout ends the very session the fuzz runs on (sessoes.test.ts
      // covers it).
      .filter((r) => r.url !== '/api/stream' && !/\/logout$/i.test(r.url))
      .map((r) => {
        const key = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
        const op = (doc.paths[key] ?? byLower.get(key.toLowerCase()))?.[r.method.toLowerCase()];
        if (!op) throw new Error(`Rota sem esquema no documento: ${r.method} ${r.url}`);
        const params = (where: string) =>
          (op.parameters ?? [])
            .filter((p) => p.in === where)
            .map((p) => ({ name: p.name, schema: p.schema ?? {} }));
        const ok = op.responses?.['200']?.content?.['application/json']?.schema;
        const lista = Object.values(ok?.properties ?? {}).find((s) => s.type === 'array');
        return {
          method: r.method as Operacao['method'],
          url: r.url,
          rule: r.rule,
          path: params('path'),
          query: params('query'),
          body: op.requestBody?.content?.['application/json']?.schema,
          campos: Object.keys(lista?.items?.properties ?? {}),
        };
      })
  );
}

export const ehLista = (o: Operacao) =>
  o.method === 'GET' &&
  ['page', 'pageSize', 'orderBy', 'filter'].every((n) => o.query.some((q) => q.name === n));

/** Percent-encoding of the UTF-8 bytes; unlike encodeURIComponent, lone surrogates pass (as U+FFFD). */
const codificar = (v: string) =>
  [...Buffer.from(v, 'utf8')]
    .map((b) => {
      const c = String.fromCharCode(b);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/** The pattern with its `:params` filled (each value URL-encoded). */
export function urlCom(pattern: string, valores: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, nome: string) => codificar(valores[nome] ?? '1'));
}

/**
 * One SQL statement that fingerprints every table: row count, max id and an md5 over every
 * column of every row. Expected side effects of a refusal are left out: ALERTA events (a 403
 * or a locked login is logged on purpose) and the login-failure counters.
 */
export async function criarDigest(t: TestApp): Promise<() => Promise<string>> {
  const r = await t.database.db.execute<{ table_name: string; tem_id: boolean }>(sql`
    select table_name,
      exists (select 1 from information_schema.columns c
              where c.table_schema = 'public' and c.table_name = t.table_name
                and c.column_name = 'id') as tem_id
    from information_schema.tables t
    where table_schema = 'public' and table_type = 'BASE TABLE'
      -- The change log and the hash chains' heads follow the ALERTA events a refusal may write.
      and table_name not in ('tentativas_login', '__drizzle_migrations', 'mudancas', 'cadeias')
    order by table_name`);
  const tabelas = (r as unknown as { rows: { table_name: string; tem_id: boolean }[] }).rows;
  // Scalar subqueries joined in one select: cheaper on PGlite than a union with string_agg.
  const partes = tabelas.map(({ table_name: n, tem_id }) => {
    const where = n === 'eventos' ? `where x.tipo <> 'ALERTA'` : '';
    // A delivery's attempts are the delivery worker's, written in the background whenever an
    // endpoint that a fuzz case left active is due: which deliveries exist is what a refused
    // request must not change.
    const linha = n === 'webhook_entregas' ? '(x.id, x.webhook_id, x.evento_id)' : 'x';
    // As text: an outbox event's id is a uuid, which has no max().
    const maxId = tem_id ? "coalesce(max(x.id::text), '0')" : "'0'";
    return `(select count(*) || ':' || ${maxId} || ':' || coalesce(md5(string_agg(${linha}::text, '|' order by ${linha}::text)), '') from "${n}" x ${where})`;
  });
  const stmt = sql.raw(`select md5(concat_ws(';', ${partes.join(', ')})) as digest`);
  return async () => {
    const res = await t.database.db.execute<{ digest: string }>(stmt);
    return (res as unknown as { rows: { digest: string }[] }).rows[0]?.digest ?? '';
  };
}

/** Every code a refusal may carry: the yard rules', the refusals', the readings' and the cab's. */
const CODIGOS_CONHECIDOS: readonly string[] = codigosDeErro();

/** English library messages or stack frames leaking into an answer. */
const VAZAMENTO =
  /\b(invalid|expected|received|required|unrecognized|must|cannot|unexpected|undefined|error|exception|too (big|small)|syntax)\b|\n\s+at\s|\.ts:\d+|node_modules/i;

/** Every refusal: the Portuguese envelope, messages present, no stack trace or library text. */
export function conferirRecusa(res: LightMyRequestResponse, onde: string) {
  expect(res.statusCode, `${onde} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], onde).toContain('application/json');
  const body = res.json() as {
    errors?: unknown;
    Messagens?: unknown;
    codigos?: unknown;
    divergenciaId?: unknown;
  };
  // Every refusal carries `codigos`, one known code per message (docs/ARCHITECTURE.md, "Errors").
  // A refused off-line crane tap also names the divergence it was kept as (docs/offline.md).
  const chaves = ['Messagens', 'codigos', 'errors'];
  if ('divergenciaId' in body) {
    expect(res.statusCode, onde).toBe(409);
    expect(Number.isInteger(body.divergenciaId) && Number(body.divergenciaId) > 0, onde).toBe(true);
    chaves.push('divergenciaId');
  }
  expect(Object.keys(body).sort(), `${onde} ${res.body.slice(0, 300)}`).toEqual(chaves.sort());
  expect((body.codigos as unknown[]).length, onde).toBe((body.Messagens as unknown[]).length);
  for (const c of body.codigos as unknown[]) expect(CODIGOS_CONHECIDOS, onde).toContain(c);
  expect(body.Messagens, onde).toBeInstanceOf(Array);
  const msgs = body.Messagens as unknown[];
  expect(msgs.length, onde).toBeGreaterThan(0);
  for (const [campo, lista] of Object.entries(body.errors as Record<string, unknown>)) {
    expect(Array.isArray(lista), `${onde} errors.${campo}`).toBe(true);
  }
  for (const m of msgs) {
    expect(typeof m, onde).toBe('string');
    // A message may quote the value it refuses ("Lote "x": …"); the quote is the client's text.
    const texto = String(m).replace(/".*"/gs, '""');
    expect(texto, `${onde} ${res.body.slice(0, 300)}`).not.toMatch(VAZAMENTO);
  }
}

/** Cases per fuzz file: FUZZ_RUNS for a long local run; PostgreSQL runs half of them. */
export function casos(padrao: number, backend: Backend): number {
  const n = Number(process.env.FUZZ_RUNS) || padrao;
  return backend === 'postgres' ? Math.max(Math.round(n / 2), 1) : n;
}

/** Tally of one fuzz file, printed at the end so the log carries the figures. */
export class Placar {
  casos = 0;
  porFaixa: Record<string, number> = {};
  private inicio = Date.now();

  /** The clock starts with the fuzzing, not when the file is collected. */
  iniciar() {
    this.inicio = Date.now();
  }

  contar(status: number) {
    this.casos += 1;
    const faixa = `${Math.floor(status / 100)}xx`;
    this.porFaixa[faixa] = (this.porFaixa[faixa] ?? 0) + 1;
  }

  /** Seconds spent per route, so the slowest can be named in the summary. */
  readonly porRota = new Map<string, number>();

  async medir(rota: string, f: () => Promise<unknown>) {
    const t0 = Date.now();
    try {
      await f();
    } finally {
      this.porRota.set(rota, (this.porRota.get(rota) ?? 0) + (Date.now() - t0) / 1000);
    }
  }

  resumo(nome: string, backend: Backend): string {
    const s = ((Date.now() - this.inicio) / 1000).toFixed(1);
    const faixas = Object.entries(this.porFaixa)
      .sort()
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    const lentas = [...this.porRota]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([r, seg]) => `${r} ${seg.toFixed(1)} s`)
      .join('; ');
    return `[${nome} ${backend}] ${this.casos} casos em ${s} s (${faixas})${lentas ? `; mais lentas: ${lentas}` : ''}`;
  }
}
