/**
 * Rows one tick writes (PostgreSQL): an item near the top and the last item of the longest
 * list are ticked through the API, then every table is searched for the row versions that
 * tick's transaction created (xmin). Before the gap-keyed list order (docs/performance-notes.md, "List order without
 * renumbering") a tick at position p of an n-item list
 * rewrote the n − p items after it.
 */
import pg from 'pg';
import { buildUrl } from '../apps/web/src/shared/http.ts';
import { cabecalhos } from './chamadas.ts';

export interface LinhasDaMarcacao {
  posicao: number;
  itensNaLista: number;
  /** Row versions written, by table (only tables with any). */
  porTabela: Record<string, number>;
  total: number;
}

async function abertos(url: string, token: string, tipo: string, page: number, pageSize = 1) {
  const r = await fetch(
    `${url}${buildUrl('listas', { page, pageSize, orderBy: 'sequencia', filter: `Tipo=${tipo},Ticada=0` })}`,
    { headers: cabecalhos(token) },
  );
  return (await r.json()) as {
    bobinas: { bobinaId: number; sequencia: number }[];
    totalItems: number;
  };
}

export async function medirLinhasDaMarcacao(
  url: string,
  token: string,
  bancoUrl: string,
): Promise<LinhasDaMarcacao[]> {
  const tipos = await Promise.all(['PLANO', 'RESERVA'].map((t) => abertos(url, token, t, 1)));
  const [p, r] = tipos as [
    Awaited<ReturnType<typeof abertos>>,
    Awaited<ReturnType<typeof abertos>>,
  ];
  const tipo = p.totalItems >= r.totalItems ? 'PLANO' : 'RESERVA';
  const c = new pg.Client({ connectionString: bancoUrl });
  await c.connect();
  const out: LinhasDaMarcacao[] = [];
  try {
    const tabelas = (
      await c.query<{ t: string }>(
        `select relname as t from pg_stat_user_tables where schemaname = 'public' order by 1`,
      )
    ).rows.map((x) => x.t);
    for (const onde of ['topo', 'fim'] as const) {
      const { totalItems } = await abertos(url, token, tipo, 1);
      const posicao = onde === 'topo' ? 2 : totalItems;
      const item = (await abertos(url, token, tipo, posicao)).bobinas[0];
      if (!item) continue;
      const res = await fetch(`${url}${buildUrl('listas/ticar', { bobinaId: item.bobinaId })}`, {
        method: 'PATCH',
        headers: cabecalhos(token),
      });
      if (!res.ok) throw new Error(`ticar → ${res.status}: ${await res.text()}`);
      const { rows } = await c.query<{ x: string }>(
        `select xmin::text as x from listas where bobina_id = $1 and ticada order by id desc limit 1`,
        [item.bobinaId],
      );
      const xmin = rows[0]?.x;
      const porTabela: Record<string, number> = {};
      for (const t of tabelas) {
        const n = Number(
          (
            await c.query<{ n: string }>(
              `select count(*) as n from ${pg.escapeIdentifier(t)} where xmin::text = $1`,
              [xmin],
            )
          ).rows[0]?.n,
        );
        if (n) porTabela[t] = n;
      }
      const total = Object.values(porTabela).reduce((a, b) => a + b, 0);
      out.push({ posicao, itensNaLista: totalItems, porTabela, total });
    }
  } finally {
    await c.end();
  }
  return out;
}
