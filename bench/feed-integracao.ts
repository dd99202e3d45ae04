/**
 * `npm run bench:feed [-- --backends pglite,postgres --eventos N]`: the
 * integration's event feed and the re-send of a day (docs/integracao.md, "O feed de eventos").
 * A fresh database gets N events (default 10,000, a busy day: docs/integracao.md) spread over
 * the last 24 hours, written straight to the table, then the compiled server is started on it:
 *
 * - the whole feed read in pages of 1,000, and single pages of 100 after a random event, one
 *   client and then four at a time: reads/s and latency;
 * - the whole day re-sent to one endpoint (a receiver on loopback answering 204): the time from
 *   the POST …/reenviar to the last event received.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migratePgliteClient, migratePostgres } from '../apps/server/src/db/migrate.ts';
import type { Backend } from './args.ts';
import { entrar } from './chamadas.ts';
import { ADMIN_SENHA, type AmbienteBanco, compilarServidor, iniciarServidor } from './server.ts';
import { percentil } from './stats.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A coil as bobina.movida carries it (docs/integracao.md's example). */
const DADOS = JSON.stringify({
  id: 1,
  item: 'A12345',
  lote: '2700000123',
  endereco: '0014AN01',
  grupo: 'LQ',
  material: 'BQ',
  fluxo: 'AA',
  laminacaoAt: '2026-11-27T08:30',
  laminacaoTurno: 2,
  isResfriada: false,
  isLege: false,
  peso: 25.5,
  espessura: 3.2,
  largura: 1200,
  proximoProcesso: 'LDC3',
  tipo: 'PLANO',
  status: 'NO_PATIO',
  createdAt: '2026-11-28T04:44:16.027Z',
  updatedAt: '2026-11-28T04:44:17.723Z',
  versao: 3,
});

/** N events over the last 24 hours, oldest first, each body as the server writes it. */
const INSERIR = (n: number) => `
  with g as (
    select gen_random_uuid() as id, now() - (i * (interval '86399 seconds' / ${n})) as em, i
    from generate_series(1, ${n}) i)
  insert into webhook_eventos (id, tipo, ocorrido_em, corpo)
  select id, 'bobina.movida', em, json_build_object('id', id, 'tipo', 'bobina.movida',
    'ocorridoEm', to_char(em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'dados', '${DADOS}'::json)::text
  from g order by i desc`;

async function prepararBanco(backend: Backend, n: number) {
  if (backend === 'postgres') {
    const nome = `patio_bench_feed_${process.pid}`;
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(sql).finally(() => c.end());
    };
    await admin(`create database ${nome}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${nome}`;
    await migratePostgres(url.toString());
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    await c.query(INSERIR(n)).finally(() => c.end());
    return {
      ambiente: { DATABASE_URL: url.toString() } as AmbienteBanco,
      apagar: () => admin(`drop database if exists ${nome} with (force)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'patio-bench-feed-'));
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  await migratePgliteClient(client);
  await client.exec(INSERIR(n));
  await client.close();
  return {
    ambiente: { DATA_DIR: dir } as AmbienteBanco,
    apagar: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function ler(url: string, token: string, query: string) {
  const r = await fetch(`${url}/api/integracoes/eventos?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!r.ok) throw new Error(`feed → ${r.status}: ${await r.text()}`);
  return (await r.json()) as { data: { id: string }[]; proximo: string | null };
}

/** Pages of 100 after random events for `ms`, `clientes` at a time. */
async function leituras(url: string, token: string, ids: string[], clientes: number, ms = 10_000) {
  const tempos: number[] = [];
  const fim = performance.now() + ms;
  await Promise.all(
    Array.from({ length: clientes }, async () => {
      while (performance.now() < fim) {
        const apos = ids[Math.floor(Math.random() * ids.length)] as string;
        const t0 = performance.now();
        await ler(url, token, `limite=100&apos=${apos}`);
        tempos.push(performance.now() - t0);
      }
    }),
  );
  tempos.sort((a, b) => a - b);
  return {
    clientes,
    leiturasPorS: Math.round(tempos.length / (ms / 1000)),
    p50Ms: +percentil(tempos, 50).toFixed(1),
    p99Ms: +percentil(tempos, 99).toFixed(1),
  };
}

async function rodar(backend: Backend, n: number) {
  const banco = await prepararBanco(backend, n);
  let recebidos = 0;
  const receptor = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      recebidos++;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => receptor.listen(0, '127.0.0.1', ok));
  const porta = (receptor.address() as { port: number }).port;
  const s = await iniciarServidor(banco.ambiente, { WEBHOOK_DESTINOS: '127.0.0.1' });
  try {
    const token = await entrar(s.url, 'admin', ADMIN_SENHA);
    const ids: string[] = [];
    const t0 = performance.now();
    let apos: string | null = null;
    do {
      const p = await ler(s.url, token, `limite=1000${apos ? `&apos=${apos}` : ''}`);
      ids.push(...p.data.map((e) => e.id));
      apos = p.proximo;
    } while (apos);
    const inteiroMs = performance.now() - t0;
    if (ids.length !== n) throw new Error(`o feed deu ${ids.length} eventos, não ${n}`);
    const um = await leituras(s.url, token, ids, 1);
    const quatro = await leituras(s.url, token, ids, 4);

    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const w = await fetch(`${s.url}/api/integracoes/webhooks`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url: `http://127.0.0.1:${porta}/erp`, eventos: ['bobina.movida'] }),
    });
    const { id } = ((await w.json()) as { data: { id: number } }).data;
    const inicio = performance.now();
    const r = await fetch(`${s.url}/api/integracoes/webhooks/${id}/reenviar`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ desde: new Date(Date.now() - 25 * 3_600_000).toISOString() }),
    });
    const agendadas = ((await r.json()) as { data: { agendadas: number } }).data.agendadas;
    const agendarMs = performance.now() - inicio;
    const limite = Date.now() + 30 * 60_000;
    while (recebidos < agendadas && Date.now() < limite)
      await new Promise((x) => setTimeout(x, 50));
    const reenvioS = (performance.now() - inicio) / 1000;
    return {
      backend,
      eventos: n,
      feedInteiro: { paginasDe1000: Math.ceil(n / 1000), ms: Math.round(inteiroMs) },
      paginasDe100: [um, quatro],
      reenvio: {
        agendadas,
        recebidos,
        agendarMs: Math.round(agendarMs),
        totalS: +reenvioS.toFixed(1),
        porS: Math.round(recebidos / reenvioS),
      },
    };
  } finally {
    await s.parar();
    receptor.close();
    await banco.apagar();
  }
}

const { values } = parseArgs({
  options: {
    backends: { type: 'string', default: 'pglite,postgres' },
    eventos: { type: 'string', default: '10000' },
  },
});
compilarServidor();
for (const b of (values.backends as string).split(',') as Backend[]) {
  console.log(JSON.stringify(await rodar(b, Number(values.eventos))));
}
