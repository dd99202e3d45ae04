import { and, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { bobinas, despachoBobinas } from '../../db/schema.ts';

/** On the vehicle, or gone with it (a finalized dispatch still shows its coils as loaded). */
const NO_VEICULO = ['CARREGADA', 'EXPEDIDA'] as const;

/**
 * A coil counts as loaded once a crane has put it on the vehicle (carregada_at) while it is
 * still there. A loaded coil taken back off with "Corrigir Endereço" is in the yard again:
 * it may leave the dispatch, and it no longer counts towards finalizing.
 */
export function estaCarregada(carregadaAt: Date | string | null, status: string): boolean {
  return carregadaAt !== null && (NO_VEICULO as readonly string[]).includes(status);
}

/** The same rule in SQL, for queries joining despacho_bobinas with bobinas. */
export const carregadaSql: SQL = and(
  isNotNull(despachoBobinas.carregadaAt),
  inArray(bobinas.status, [...NO_VEICULO]),
) as SQL;
