import { descricaoTipoLista, type TipoLista } from '@patio/domain';
import { and, eq, not, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, listas } from '../../db/schema.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { fecharItem } from './fechar-item.ts';
import { travarListas } from './travar-listas.ts';

/**
 * For the coil calls that put a planned coil in the yard (registration by lot, address
 * correction). Call first in the transaction, before the yard's row locks: it locks the list
 * the coil is in, if any, and returns it for sairDaLista.
 */
export async function travarListaDaBobina(
  tx: Executor,
  alvo: { bobinaId: number } | { lote: string },
): Promise<TipoLista | null> {
  const daBobina: SQL =
    'lote' in alvo
      ? (and(eq(bobinas.lote, alvo.lote), eq(bobinas.status, 'PLANEJADA')) as SQL)
      : eq(bobinas.id, alvo.bobinaId);
  const [item] = await tx
    .select({ tipo: listas.tipo })
    .from(listas)
    .innerJoin(bobinas, eq(bobinas.id, listas.bobinaId))
    .where(and(daBobina, not(listas.ticada)));
  if (!item) return null;
  await travarListas(tx, [item.tipo]);
  return item.tipo;
}

/**
 * In the same transaction as the placement: a coil that enters the yard leaves its list (its
 * item is closed and the rest renumbered), with an event saying where it went.
 */
export async function sairDaLista(
  tx: Executor,
  usuario: UsuarioAutenticado,
  bobinaId: number,
  travada: TipoLista | null,
  endereco: string,
): Promise<void> {
  const item = await fecharItem(tx, bobinaId, travada);
  if (!item) return;
  await registrarEvento(tx, {
    tipo: 'NORMAL',
    descricao: `Bobina ${item.lote} saiu da lista ${descricaoTipoLista(item.tipo)} (posição ${item.sequencia}): colocada no pátio em ${endereco} por ${usuario.login}.`,
    emailResponsavel: usuario.email,
  });
}
