import type { TUsuario } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import { COLUNAS_USUARIO } from './colunas.ts';
import { usuarioNaoEncontrado } from './erros.ts';
import { perfisDoUsuario } from './perfis-do-usuario.ts';

const USUARIO = colunasDaApi({ ...COLUNAS_USUARIO, versao: usuarios.versao });

/** One user for the form, with every profile ticked or not. */
export async function obterUsuario(db: Executor, id: number): Promise<TUsuario> {
  const [u] = await db.select(USUARIO).from(usuarios).where(eq(usuarios.id, id));
  if (!u) throw usuarioNaoEncontrado();
  return { ...u, perfis: await perfisDoUsuario(db, id) };
}
