import { parseEndereco } from '@patio/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instrucoes } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { travarBobina } from '../bobinas/travar-bobina.ts';
import { naPonte } from '../instrucoes/colunas.ts';
import { MSG_INSTRUCAO } from '../instrucoes/erros.ts';
import { operacaoDiferente } from './toque.ts';

const COLUNAS = {
  id: instrucoes.id,
  bobinaId: instrucoes.bobinaId,
  destino: instrucoes.destino,
  estado: instrucoes.estado,
  tipo: instrucoes.tipo,
  despachoId: instrucoes.despachoId,
};

const operacoesDa = (tx: Executor, ponte: string) =>
  tx
    .select(COLUNAS)
    .from(instrucoes)
    .where(and(eq(instrucoes.ponte, ponte), naPonte))
    .orderBy(asc(instrucoes.ordem));

/**
 * The crane's first operation, locked for pegar/soltar in the yard's lock order: first the
 * rows of the coil's slot (and of the destination, for soltar), then the coil, then the
 * crane's instructions. The instruction is read before the row locks (to know which rows);
 * if anything changed in between the caller gets a 409 instead of acting on stale data.
 */
export async function travarOperacao(
  tx: Executor,
  ponte: string,
  comDestino: boolean,
  /** The instruction the cab's screen acted on, when it said: another one is refused. */
  instrucaoId?: number,
) {
  const [antes] = await operacoesDa(tx, ponte);
  if (!antes)
    throw instrucaoId ? operacaoDiferente() : conflict('ESTADO', MSG_INSTRUCAO.semOperacao);
  if (instrucaoId && antes.id !== instrucaoId) throw operacaoDiferente();
  const destino = comDestino && antes.destino ? parseEndereco(antes.destino) : null;
  const bobina = await travarBobina(tx, antes.bobinaId, destino ? [destino] : []);
  const [atual] = await operacoesDa(tx, ponte).for('update');
  const igual =
    atual?.id === antes.id && atual.estado === antes.estado && atual.destino === antes.destino;
  if (!atual || !igual) throw conflict('ALTERADO', MSG_INSTRUCAO.ponteAlterada);
  return { instrucao: atual, bobina };
}
