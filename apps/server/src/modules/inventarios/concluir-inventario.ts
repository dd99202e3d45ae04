import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventarios } from '../../db/schema.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { inventarioConcluido } from './erros.ts';
import { travarInventario } from './travar-inventario.ts';

/** Closes the count: no more readings; its differences can now be corrected or closed. */
export async function concluirInventario(db: Db, usuario: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const inv = await travarInventario(tx, id);
    if (inv.estado !== 'ABERTO') throw inventarioConcluido();
    await tx
      .update(inventarios)
      .set({ estado: 'CONCLUIDO', concluidoEm: new Date() })
      .where(eq(inventarios.id, id));
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Inventário ${id} concluído por ${usuario.login}.`,
      emailResponsavel: usuario.email,
    });
  });
}
