import type { Layout } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { inventarios } from '../../db/schema.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { grupoNoLayout } from '../patio/endereco-no-layout.ts';

/** Opens a count over the groups (each in the layout, once): its id. */
export async function abrirInventario(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  grupos: readonly number[],
): Promise<number> {
  const unicos = [...new Set(grupos)].sort((a, b) => a - b);
  for (const g of unicos) grupoNoLayout(layout, g, 'grupos');
  return db.transaction(async (tx) => {
    const [novo] = await tx
      .insert(inventarios)
      .values({ grupos: unicos, abertoPor: usuario.login })
      .returning({ id: inventarios.id });
    const id = novo?.id as number;
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Inventário ${id} aberto por ${usuario.login} (grupos ${unicos.join(', ')}).`,
      emailResponsavel: usuario.email,
    });
    return id;
  });
}
