import { type Layout, type Ocupacao, ocupacaoDoPatio } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

/**
 * The yard's occupancy from the addresses of its coils (the map's partial index) and the
 * slots open instructions are heading to, which are free but not on offer.
 */
export async function ocupacao(db: Executor, layout: Layout): Promise<Ocupacao> {
  const [bobinas, destinos] = await Promise.all([
    linhas<{ endereco: string; status: string }>(
      db,
      sql`select endereco, status from bobinas where endereco is not null`,
    ),
    linhas<{ destino: string }>(
      db,
      sql`select destino from instrucoes where estado <> 'CONCLUIDA' and destino is not null`,
    ),
  ]);
  return ocupacaoDoPatio(bobinas, layout, new Set(destinos.map((d) => d.destino)));
}
