import {
  avaliarColocacao,
  avaliarRetirada,
  type Endereco,
  enderecosRelevantes,
  type Violacao,
} from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { recusaDoPatio } from '../../lib/http-error.ts';
import { carregarVizinhos } from './carregar-vizinhos.ts';

export interface Movimento {
  /** Where the coil goes (already inside the layout). */
  destino: Endereco;
  /** Where it leaves from, when it is in the yard. */
  origem: Endereco | null;
  bobina: { id?: number; largura: number | null; isLege: boolean };
  force: boolean;
}

/**
 * Applies the yard rules to a placement or a move, inside the caller's transaction and after
 * travarFilas: throws the 409 of a blocking rule, or the 422 listing every overridable rule when
 * not forced. Returns the overridable rules that `force` let through (for the ALERTA event).
 */
export async function verificarMovimento(tx: Executor, m: Movimento): Promise<Violacao[]> {
  const vizinhos = await carregarVizinhos(tx, enderecosRelevantes(m.destino, m.origem));
  const retirada = m.origem ? avaliarRetirada(m.origem, vizinhos) : null;
  if (retirada) throw recusaDoPatio([retirada]);
  const violacoes = avaliarColocacao({ endereco: m.destino, bobina: m.bobina, vizinhos });
  const bloqueio = violacoes.find((v) => v.status !== 422);
  if (bloqueio) throw recusaDoPatio([bloqueio]);
  if (violacoes.length > 0 && !m.force) throw recusaDoPatio(violacoes);
  return violacoes;
}
