import { avaliarRetirada, type Endereco, empilhamentosSobre, formatEndereco } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { carregarVizinhos } from './carregar-vizinhos.ts';

/**
 * A coil may leave its slot (delete, lift, dispatch) only if no pyramid coil rests on it;
 * else the 409 'Existe uma bobina empilhada sobre esta bobina.' Call it after travarFilas.
 */
export async function verificarRetirada(tx: Executor, origem: Endereco): Promise<void> {
  const vizinhos = await carregarVizinhos(tx, empilhamentosSobre(origem).map(formatEndereco));
  const violacao = avaliarRetirada(origem, vizinhos);
  if (violacao) throw new HttpError(violacao.status, { geral: [violacao.mensagem] });
}
