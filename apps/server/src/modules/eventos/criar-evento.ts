import type { TEvento, TEventoInput } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { eventos } from '../../db/schema.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarSaida } from '../integracoes/webhooks/registrar-saida.ts';

/**
 * POST alarmeseventos: an alarm from yard equipment or a note from a user. A logged-in user is
 * always the one responsible (whatever the body says); a device may name one.
 */
export async function criarEvento(
  db: Db,
  usuario: UsuarioAutenticado | null,
  input: TEventoInput,
): Promise<TEvento> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventos)
      .values({
        tipo: input.tipo,
        descricao: input.descricao,
        emailResponsavel: usuario ? usuario.email : input.emailResponsavel,
      })
      .returning();
    if (!row) throw new Error('insert into eventos returned no row');
    const evento: TEvento = {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      tipo: row.tipo,
      emailResponsavel: row.emailResponsavel,
      descricao: row.descricao,
    };
    await registrarSaida(tx, 'alarme.registrado', async () => evento);
    return evento;
  });
}
