import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

/** Open dispatches, oldest first: coils loaded of the total, and the total weight in tons. */
export async function despachosAbertos(db: Executor) {
  return linhas<{
    id: number;
    identificacao: string;
    modal: string;
    carregadas: number;
    total: number;
    pesoTotal: number;
  }>(
    db,
    sql`select d.id, d.identificacao, d.modal,
        (count(db.bobina_id) filter (where db.carregada_at is not null))::int as carregadas,
        count(db.bobina_id)::int as total,
        coalesce(sum(b.peso), 0)::float8 as "pesoTotal"
      from despachos d
      left join despacho_bobinas db on db.despacho_id = d.id
      left join bobinas b on b.id = db.bobina_id
      where not d.finalizado
      group by d.id
      order by d.id`,
  );
}
