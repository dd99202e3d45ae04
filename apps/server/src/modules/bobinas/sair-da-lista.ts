import { descricaoTipoLista } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { fecharItem } from './fechar-item.ts';

/**
 * In the same transaction as the placement, after the coil's row is locked: a coil that enters
 * the yard leaves its list (its item is closed; no other item is rewritten, no list lock), with
 * an event saying where it went.
 */
export async function sairDaLista(
  tx: Executor,
  usuario: UsuarioAutenticado,
  bobinaId: number,
  endereco: string,
): Promise<void> {
  const item = await fecharItem(tx, bobinaId);
  if (!item) return;
  await registrarEvento(tx, {
    tipo: 'NORMAL',
    descricao: `Bobina ${item.lote} saiu da lista ${descricaoTipoLista(item.tipo)} (posição ${item.sequencia}): colocada no pátio em ${endereco} por ${usuario.login}.`,
    emailResponsavel: usuario.email,
  });
}
