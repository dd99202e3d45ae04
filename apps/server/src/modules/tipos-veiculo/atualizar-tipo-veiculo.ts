import type { TTipoVeiculo, TTipoVeiculoInput } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tiposVeiculo } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { COLUNAS_TIPO_VEICULO, resumoDoTipo } from './colunas.ts';
import { traduzirErroTipoVeiculo } from './erros.ts';
import { obterTipoVeiculo } from './obter-tipo-veiculo.ts';
import { cargasDoDespacho, despachosAbertosDoTipo, exigirCapacidade } from './uso-em-despachos.ts';

/**
 * PUT tipos-veiculo/{id}. While open dispatches use the type, its modal stays (their modal is
 * fixed) and a smaller capacity or fewer positions must still hold what their vehicles carry:
 * otherwise 409 with the vehicle's message, nothing stored. The type's row lock makes a dispatch
 * write naming it wait (it holds the row FOR SHARE).
 */
export async function atualizarTipoVeiculo(
  db: Db,
  usuario: UsuarioAutenticado,
  id: number,
  input: TTipoVeiculoInput,
): Promise<TTipoVeiculo> {
  try {
    return await db.transaction(async (tx) => {
      await obterTipoVeiculo(tx, id, true);
      const abertos = await despachosAbertosDoTipo(tx, id);
      for (const d of abertos) {
        if (d.modal !== input.modal)
          throw conflict(
            'EM_USO',
            `O tipo de veículo está em uso pelo despacho em aberto ${d.identificacao} (${d.modal}); o modal não pode mudar.`,
          );
        exigirCapacidade({ id, ...input }, await cargasDoDespacho(tx, d.id));
      }
      const [t] = await tx
        .update(tiposVeiculo)
        .set(input)
        .where(eq(tiposVeiculo.id, id))
        .returning(COLUNAS_TIPO_VEICULO);
      if (!t) throw new Error('update tipos_veiculo sem retorno');
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Tipo de veículo ${resumoDoTipo(t)} alterado por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
      return t;
    });
  } catch (err) {
    throw traduzirErroTipoVeiculo(err);
  }
}
