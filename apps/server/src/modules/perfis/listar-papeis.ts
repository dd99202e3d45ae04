import type { TPapeisQuery, TPapel } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { papeisMarcados } from './papeis-marcados.ts';

/** The role catalogue with its permissions; `take` 0 or absent means all (see ZPapeisQuery). */
export async function listarPapeis(db: Executor, q: TPapeisQuery): Promise<TPapel[]> {
  const todos = await papeisMarcados(db);
  const lista = q.take ? todos.slice(q.skip ?? 0, (q.skip ?? 0) + q.take) : todos;
  return lista.map((p) => ({
    id: p.id,
    nome: p.nome,
    permissoes: p.permissoes.map(({ id, nome }) => ({ id, nome })),
  }));
}
