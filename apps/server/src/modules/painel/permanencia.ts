import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

const DIA_MS = 86_400_000;

const dias = (agora: Date, desde: Date) => (agora.getTime() - desde.getTime()) / DIA_MS;
const umaCasa = (n: number) => Math.round(n * 10) / 10;

/**
 * How long the yard's coils have lain there: the median in days and the five oldest. A coil
 * entered the yard with its last movement into it from outside (registered, placed from a
 * reserve list, brought back from a vehicle); moves inside the yard do not reset the clock.
 * That instant is kept on the coil's row by the write that brings it in (migration 0030,
 * docs/scale.md): one row per yard coil is read, none of the history. The median and the five
 * are computed in the database: one row comes back. The median sorts date_part's float8, not
 * extract's numeric, much slower to sort (docs/scale.md, "The dashboard").
 */
export async function permanencia(db: Executor, agora: Date) {
  const [r] = await linhas<{
    medianaDesde: number | null;
    antigas: { id: number; lote: string; endereco: string; desde: string }[] | string | null;
  }>(
    db,
    sql`with entradas as materialized (
        select b.id, b.lote, b.endereco, coalesce(b.no_patio_desde, b.created_at) as desde
        from bobinas b where b.endereco is not null
      )
      select
        (select percentile_cont(0.5) within group (order by date_part('epoch', desde))
          from entradas)::float8 as "medianaDesde",
        (select json_agg(json_build_object('id', x.id, 'lote', x.lote, 'endereco', x.endereco,
            'desde', to_json(x.desde)) order by x.desde, x.id)
          from (select * from entradas order by desde, id limit 5) x) as antigas`,
  );
  // json: parsed by both drivers; as text only if a driver leaves it alone
  const antigas = typeof r?.antigas === 'string' ? JSON.parse(r.antigas) : (r?.antigas ?? []);
  const mediana = r?.medianaDesde;
  return {
    medianaDias:
      mediana === null || mediana === undefined
        ? null
        : umaCasa(dias(agora, new Date(mediana * 1000))),
    maisAntigas: (antigas as { id: number; lote: string; endereco: string; desde: string }[]).map(
      (c) => {
        const desde = new Date(c.desde);
        return {
          id: c.id,
          lote: c.lote,
          endereco: c.endereco,
          desde: desde.toISOString(),
          dias: umaCasa(dias(agora, desde)),
        };
      },
    ),
  };
}
