import { sql } from 'drizzle-orm';
import type { TestApp } from '../helper.ts';

let seq = 0;

export const sugerir = (t: TestApp, payload: unknown, as?: string | null) =>
  t.call({ method: 'POST', url: '/api/patio/sugestoes', payload: payload as object, as });

export interface SugestaoT {
  endereco: string;
  pontuacao: number;
  motivos: string[];
  exigeConfirmacao: string[];
}

/**
 * Fills the yard straight in the database: every free ground slot of groups 1..grupos, and
 * every free clean pyramid slot (C–H, narrower than its supports; B too with `colunaB`), except
 * the slots in `livres` and the pyramid slots that would rest on them.
 */
export async function encherPatio(
  t: TestApp,
  grupos: number,
  livres: readonly string[] = [],
  colunaB = false,
) {
  const prefixo = `E${process.pid % 1000}${++seq}`;
  const semApoio = livres
    .filter((e) => e[5] === 'N')
    .flatMap((e) =>
      [e[4], String.fromCharCode((e.charCodeAt(4) ?? 0) + 1)].map(
        (c) => `${e.slice(0, 4)}${c}P${e.slice(6)}`,
      ),
    );
  const fora = [...livres, ...semApoio];
  await t.database.db.transaction(async (tx) => {
    // the rows are valid by construction; the per-row pyramid trigger would take minutes here
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    insert into bobinas (item, lote, endereco, grupo, material, laminacao_at, laminacao_turno,
      largura, proximo_processo, status, is_lege)
    select 'A12345', ${prefixo} || e, e, 'LQ', 'BQ',
      timestamp '2026-11-20 06:00' - (g * 7 + f) * interval '1 hour', 1,
      case when t = 'N' then 1500 else 1000 end,
      (array['EMB4', 'LDC3', 'LPBQ1', null])[1 + (g + f) % 4], 'NO_PATIO', g between 31 and 92
    from generate_series(1, ${grupos}) g,
      unnest(array['A','B','C','D','E','F','G','H']) c, unnest(array['N','P']) t,
      generate_series(1, 9) f,
      lateral (select lpad(g::text, 4, '0') || c || t || '0' || f as e) x
    where (t = 'N' or c <> 'A') and (t = 'N' or c <> 'B' or ${colunaB})
      and not (e = any(${sql.raw(arr(fora))}))
      and not exists (select 1 from bobinas b where b.endereco = e)`);
  });
}

const arr = (xs: readonly string[]) =>
  `array[${xs.map((x) => `'${x.replace(/[^0-9A-Z]/g, '')}'`).join(',')}]::text[]`;

/** Percentile of a sorted sample. */
export const percentil = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
