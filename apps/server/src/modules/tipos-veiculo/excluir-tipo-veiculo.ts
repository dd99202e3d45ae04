import { MSG_TIPO_VEICULO } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tiposVeiculo } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { obterTipoVeiculo } from './obter-tipo-veiculo.ts';
import { despachosAbertosDoTipo } from './uso-em-despachos.ts';

/**
 * DELETE tipos-veiculo/{id}: refused (409) while an open dispatch names it. Finalized dispatches
 * lose the link (ON DELETE SET NULL) but keep each coil's vehicle number.
 */
export async function excluirTipoVeiculo(db: Db, usuario: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const t = await obterTipoVeiculo(tx, id, true);
    const abertos = await despachosAbertosDoTipo(tx, id);
    if (abertos.length > 0)
      throw conflict(
        'EM_USO',
        MSG_TIPO_VEICULO.emUso(abertos.map((d) => d.identificacao).join(', ')),
      );
    await tx.delete(tiposVeiculo).where(eq(tiposVeiculo.id, id));
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Tipo de veículo ${t.nome} excluído por ${usuario.login}.`,
      emailResponsavel: usuario.email,
    });
  });
  return { mensagem: 'Tipo de veículo excluído com sucesso' };
}
