import type { TTipoVeiculo, TTipoVeiculoInput } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { tiposVeiculo } from '../../db/schema.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { COLUNAS_TIPO_VEICULO, resumoDoTipo } from './colunas.ts';
import { traduzirErroTipoVeiculo } from './erros.ts';

/** POST tipos-veiculo: a new type, with its event. */
export async function criarTipoVeiculo(
  db: Db,
  usuario: UsuarioAutenticado,
  input: TTipoVeiculoInput,
): Promise<TTipoVeiculo> {
  try {
    return await db.transaction(async (tx) => {
      const [t] = await tx.insert(tiposVeiculo).values(input).returning(COLUNAS_TIPO_VEICULO);
      if (!t) throw new Error('insert tipos_veiculo sem retorno');
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Tipo de veículo ${resumoDoTipo(t)} cadastrado por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
      return t;
    });
  } catch (err) {
    throw traduzirErroTipoVeiculo(err);
  }
}
