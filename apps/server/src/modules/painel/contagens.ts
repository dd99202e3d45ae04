import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

/**
 * Coils by where they are: in the yard, lifted, loaded today, shipped today and in 7 days,
 * and the two reserve lists' sizes. Each count reads a partial index, never the history.
 */
export async function contagens(db: Executor, inicioDoDia: Date) {
  const [r] = await linhas<Record<string, number>>(
    db,
    sql`select
      (select count(*) from bobinas where endereco is not null and status = 'NO_PATIO')::int as "noPatio",
      (select count(*) from bobinas where endereco is not null and status = 'EM_MOVIMENTO')::int as "emMovimento",
      (select count(*) from despacho_bobinas where carregada_at >= ${inicioDoDia})::int as "carregadasHoje",
      (select count(*) from despachos d join despacho_bobinas db on db.despacho_id = d.id
        where d.finalizado and d.finalizado_at >= ${inicioDoDia})::int as "expedidasHoje",
      (select count(*) from despachos d join despacho_bobinas db on db.despacho_id = d.id
        where d.finalizado and d.finalizado_at >= now() - interval '7 days')::int as "expedidas7Dias",
      (select count(*) from listas where not ticada and tipo = 'PLANO')::int as "listaPlano",
      (select count(*) from listas where not ticada and tipo = 'RESERVA')::int as "listaReserva"`,
  );
  return {
    noPatio: r?.noPatio ?? 0,
    emMovimento: r?.emMovimento ?? 0,
    carregadasHoje: r?.carregadasHoje ?? 0,
    expedidasHoje: r?.expedidasHoje ?? 0,
    expedidas7Dias: r?.expedidas7Dias ?? 0,
    listaPlano: r?.listaPlano ?? 0,
    listaReserva: r?.listaReserva ?? 0,
  };
}
