/**
 * The suggestion latency through the API (docs/advisor.md, "Latency"): the real server built
 * in-process on a fresh PGlite database, a full yard written straight into it, and
 * `POST /api/patio/sugestoes` timed through fastify.inject — routing, authentication, the
 * snapshot query, the advisor and the JSON answer, as a client sees them minus the socket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { seed } from '../apps/server/src/cli/seed.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { percentil } from './index.ts';
import { prng } from './modelo.ts';

const SENHA = 'latencia-da-api-123';

export interface LatenciaApi {
  grupos: number;
  bobinas: number;
  chamadas: number;
  p50: number;
  p99: number;
  /** The same calls in CPU time of this process (PGlite runs in it): the work, without the wait. */
  cpuP50: number;
  cpuP99: number;
}

/**
 * Every ground slot of groups 1..grupos taken but about 1 % (and the pyramid slots over those),
 * every clean pyramid slot (C–H) but about 2 %; widths, next processes and ages mixed.
 */
async function encher(db: Parameters<typeof seed>[0], grupos: number, seedNum: number) {
  const random = prng(seedNum);
  const livres: string[] = [];
  for (let g = 1; g <= grupos; g++)
    for (const c of 'ABCDEFGH')
      for (let f = 1; f <= 9; f++) {
        const base = `${String(g).padStart(4, '0')}${c}`;
        if (random() < 0.01) {
          livres.push(`${base}N0${f}`, `${base}P0${f}`);
          const prox = String.fromCharCode(c.charCodeAt(0) + 1);
          if (prox <= 'H') livres.push(`${String(g).padStart(4, '0')}${prox}P0${f}`);
        } else if (random() < 0.02) livres.push(`${base}P0${f}`);
      }
  await db.transaction(async (tx) => {
    // valid by construction; the per-row pyramid trigger would take minutes on 11 000 rows
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into bobinas (item, lote, endereco, grupo, material, laminacao_at, laminacao_turno,
        largura, proximo_processo, status, is_lege)
      select 'A12345', 'L' || e, e, 'LQ', 'BQ',
        timestamp '2026-11-20 06:00' - ((g * 37 + f * 11 + ascii(c)) % 400) * interval '1 hour', 1,
        case when t = 'N' then 1300 + ((g + f + ascii(c)) % 7) * 50 else 1000 end,
        (array['EMB4', 'LDC3', 'LPBQ1', null, null])[1 + (g + f + ascii(c)) % 5], 'NO_PATIO',
        g between 31 and 92
      from generate_series(1, ${grupos}) g,
        unnest(array['A','B','C','D','E','F','G','H']) c, unnest(array['N','P']) t,
        generate_series(1, 9) f,
        lateral (select lpad(g::text, 4, '0') || c || t || '0' || f as e) x
      where (t = 'N' or c not in ('A', 'B')) and not (e = any(${sql.raw(arrayDe(livres))}))`);
  });
}

/** A text[] literal of addresses (built here from [0-9A-Z] only: nothing to escape). */
const arrayDe = (xs: readonly string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]::text[]`;

export async function latenciaApi(grupos: number, chamadas: number, seedNum = 1) {
  const dir = mkdtempSync(join(tmpdir(), 'patio-sim-api-'));
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, PATIO_GRUPOS: String(grupos) }),
    webDist: '/nonexistent',
    loginRateLimit: 1000,
  };
  const database = await openDatabase(config);
  try {
    await seed(database.db, SENHA);
    await encher(database.db, grupos, seedNum);
    const app = await buildApp({ config, database, jwtSecret: 'x'.repeat(40), logger: false });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/Usuarios/Login',
        payload: { login: 'admin', senha: SENHA },
      });
      const token = login.json().data.token as string;
      const random = prng(seedNum + 1);
      const tempos: number[] = [];
      const cpu: number[] = [];
      const aquecimento = 10;
      for (let i = 0; i < aquecimento + chamadas; i++) {
        const bobina = {
          largura: 1000 + 50 * Math.floor(random() * 13),
          isLege: random() < 0.1,
          grupo: 'LQ',
          material: 'BQ',
          proximoProcesso: [null, 'EMB4', 'LDC3', 'LPBQ1'][Math.floor(random() * 4)],
          laminacaoAt: '2026-11-20T10:00',
          lote: 'LATENCIA01',
        };
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/api/patio/sugestoes',
          headers: { authorization: `Bearer ${token}` },
          payload: { bobina },
        });
        const ms = performance.now() - t0;
        const c = process.cpuUsage(c0);
        if (res.statusCode !== 200) throw new Error(`sugestões: ${res.statusCode} ${res.body}`);
        if (i >= aquecimento) {
          tempos.push(ms);
          cpu.push((c.user + c.system) / 1000);
        }
      }
      const [n] = (
        (await database.db.execute(sql`select count(*)::int as n from bobinas`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      return {
        grupos,
        bobinas: n?.n ?? 0,
        chamadas,
        p50: percentil(tempos, 50),
        p99: percentil(tempos, 99),
        cpuP50: percentil(cpu, 50),
        cpuP99: percentil(cpu, 99),
      } satisfies LatenciaApi;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
