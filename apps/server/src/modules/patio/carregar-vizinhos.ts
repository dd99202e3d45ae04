import type { BobinaNoSlot } from '@patio/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';

/** The coils now in the given slots (call it after travarFilas, inside the transaction). */
export async function carregarVizinhos(
  tx: Executor,
  enderecos: readonly string[],
): Promise<BobinaNoSlot[]> {
  if (enderecos.length === 0) return [];
  const rows = await tx
    .select({
      id: bobinas.id,
      endereco: bobinas.endereco,
      largura: bobinas.largura,
      status: bobinas.status,
    })
    .from(bobinas)
    .where(inArray(bobinas.endereco, [...enderecos]));
  return rows.map((r) => ({ ...r, endereco: r.endereco ?? '' }));
}
