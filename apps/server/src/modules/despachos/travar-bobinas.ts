import { type Endereco, parseEndereco } from '@patio/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { bobinaNaoEncontrada, MSG_BOBINA } from '../bobinas/erros.ts';
import { travarFilas } from '../patio/travar-filas.ts';

const COLUNAS = {
  id: bobinas.id,
  lote: bobinas.lote,
  endereco: bobinas.endereco,
  status: bobinas.status,
};

export interface BobinaTravada {
  id: number;
  lote: string;
  endereco: string | null;
  status: string;
  origem: Endereco | null;
}

const origemDe = (endereco: string | null) => (endereco ? parseEndereco(endereco) : null);

/**
 * travarBobina for several coils at once, in the one order every yard write uses: the
 * advisory locks of all their rows (ascending), then the coil rows by id. Locking coil by
 * coil would take locks in the payload's order, and two dispatches naming the same coils in
 * different orders could deadlock.
 */
export async function travarBobinas(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, BobinaTravada>> {
  if (ids.length === 0) return new Map();
  const antes = await tx
    .select(COLUNAS)
    .from(bobinas)
    .where(inArray(bobinas.id, [...ids]));
  if (antes.length !== new Set(ids).size) throw bobinaNaoEncontrada();
  await travarFilas(
    tx,
    antes.flatMap((b) => origemDe(b.endereco) ?? []),
  );
  const atuais = await tx
    .select(COLUNAS)
    .from(bobinas)
    .where(inArray(bobinas.id, [...ids]))
    .orderBy(asc(bobinas.id))
    .for('update');
  const porId = new Map(atuais.map((b) => [b.id, { ...b, origem: origemDe(b.endereco) }]));
  for (const b of antes) {
    // Moved between our read and our lock: its rows were not the ones we locked.
    if (porId.get(b.id)?.endereco !== b.endereco)
      throw conflict('ALTERADO', MSG_BOBINA.movidaPorOutro);
  }
  return porId;
}
