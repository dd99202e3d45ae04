import type { TPerfil } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { perfis } from '../../db/schema.ts';
import { perfilNaoEncontrado } from './erros.ts';
import { papeisMarcados } from './papeis-marcados.ts';

/** One profile with the whole role tree ticked for it. */
export async function obterPerfil(db: Executor, id: number): Promise<TPerfil> {
  const [p] = await db
    .select({ id: perfis.id, nome: perfis.nome, versao: perfis.versao })
    .from(perfis)
    .where(eq(perfis.id, id));
  if (!p) throw perfilNaoEncontrado();
  return { ...p, papeis: await papeisMarcados(db, id) };
}
