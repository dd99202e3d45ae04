import { avaliarRetirada, type Endereco, empilhamentosSobre, formatEndereco } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { recusaDoPatio } from '../../lib/http-error.ts';
import { carregarVizinhos } from './carregar-vizinhos.ts';

/**
 * A coil may leave its slot (delete, lift, dispatch) only if no pyramid coil rests on it;
 * else the 409 'Existe uma bobina empilhada sobre esta bobina.' Call it after travarFilas.
 */
export async function verificarRetirada(tx: Executor, origem: Endereco): Promise<void> {
  const vizinhos = await carregarVizinhos(tx, empilhamentosSobre(origem).map(formatEndereco));
  const violacao = avaliarRetirada(origem, vizinhos);
  if (violacao) throw recusaDoPatio([violacao]);
}
