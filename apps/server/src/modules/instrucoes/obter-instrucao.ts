import type { TInstrucaoLinha } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instrucoes } from '../../db/schema.ts';
import { selecionarInstrucoes } from './colunas.ts';
import { instrucaoNaoEncontrada } from './erros.ts';

/** One instruction as a list row, whatever its state (a write answers with what it wrote). */
export async function obterInstrucao(db: Executor, id: number): Promise<TInstrucaoLinha> {
  const [row] = await selecionarInstrucoes(db).where(eq(instrucoes.id, id));
  if (!row) throw instrucaoNaoEncontrada();
  return row;
}
