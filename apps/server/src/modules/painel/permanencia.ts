import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

const DIA_MS = 86_400_000;

/**
 * How long the yard's coils have lain there: the median in days and the five oldest. A coil
 * entered the yard with its last movement into it from outside (registered, placed from a
 * reserve list, brought back from a vehicle); moves inside the yard do not reset the clock.
 */
export async function permanencia(db: Executor, agora: Date) {
  const rows = await linhas<{ id: number; lote: string; endereco: string; desde: Date | string }>(
    db,
    sql`select b.id, b.lote, b.endereco, coalesce(e.desde, b.created_at) as desde
      from bobinas b
      left join lateral (
        select m.created_at as desde from movimentos m
        where m.bobina_id = b.id and m.status_para = 'NO_PATIO'
          and (m.status_de is null or m.status_de not in ('NO_PATIO', 'EM_MOVIMENTO'))
        order by m.created_at desc, m.id desc limit 1
      ) e on true
      where b.endereco is not null`,
  );
  const coils = rows
    .map((r) => {
      const desde = new Date(r.desde);
      return { ...r, desde, dias: (agora.getTime() - desde.getTime()) / DIA_MS };
    })
    .sort((a, b) => b.dias - a.dias);
  return {
    medianaDias: mediana(coils.map((c) => c.dias)),
    maisAntigas: coils.slice(0, 5).map((c) => ({
      id: c.id,
      lote: c.lote,
      endereco: c.endereco,
      desde: c.desde.toISOString(),
      dias: Math.round(c.dias * 10) / 10,
    })),
  };
}

/** The median of values sorted in descending order; null for none. */
function mediana(desc: number[]): number | null {
  if (desc.length === 0) return null;
  const meio = Math.floor(desc.length / 2);
  const v =
    desc.length % 2
      ? (desc[meio] as number)
      : ((desc[meio - 1] as number) + (desc[meio] as number)) / 2;
  return Math.round(v * 10) / 10;
}
