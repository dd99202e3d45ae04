import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

/**
 * Each yard coil's last entry into the yard as the history tells it: its latest movement into
 * NO_PATIO from anything but NO_PATIO or EM_MOVIMENTO (null: none, the coil's creation counts).
 * The kept `no_patio_desde` (migration 0030) must always equal it.
 */
const RECONTADA = sql`
  select b.id, b.created_at, b.no_patio_desde as guardada, e.desde as recontada
  from bobinas b
  left join lateral (
    select m.created_at as desde from movimentos m
    where m.bobina_id = b.id and m.status_para = 'NO_PATIO'
      and (m.status_de is null or m.status_de not in ('NO_PATIO', 'EM_MOVIMENTO'))
    order by m.created_at desc, m.id desc limit 1
  ) e on true
  where b.endereco is not null`;

/**
 * Yard coils whose entry as the dashboard reads it (kept, else the coil's creation) differs
 * from the history's (else the creation): empty when the two agree.
 */
export async function entradasDivergentes(db: Executor) {
  return linhas<{ id: number; guardada: string | null; recontada: string | null }>(
    db,
    sql`select id, guardada::text, recontada::text from (${RECONTADA}) x
      where coalesce(guardada, created_at) is distinct from coalesce(recontada, created_at)
      order by id`,
  );
}

/**
 * Writes the history's answer into every yard coil (bulk loads that write the history
 * themselves, with past dates, instead of through the services). The edit version is left
 * alone: nothing a user edits changed.
 */
export async function gravarEntradasRecontadas(tx: Executor): Promise<void> {
  await tx.execute(sql`alter table bobinas disable trigger bobinas_versao`);
  await tx.execute(sql`
    update bobinas b set no_patio_desde = x.recontada
    from (${RECONTADA}) x where b.id = x.id and x.recontada is not null`);
  await tx.execute(sql`alter table bobinas enable trigger bobinas_versao`);
}
