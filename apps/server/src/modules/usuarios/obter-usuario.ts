import type { TUsuario } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { COLUNAS_USUARIO } from './colunas.ts';
import { contaProtegida } from './conta-protegida.ts';
import { usuarioNaoEncontrado } from './erros.ts';
import { perfisDoUsuario } from './perfis-do-usuario.ts';

/** One user for the form, with every profile ticked or not, as `ator` may change it. */
export async function obterUsuario(
  db: Executor,
  id: number,
  ator: Pick<UsuarioAutenticado, 'id' | 'permissoes'>,
): Promise<TUsuario> {
  const colunas = { ...COLUNAS_USUARIO, protegido: contaProtegida(ator), versao: usuarios.versao };
  const [u] = await db.select(colunasDaApi(colunas)).from(usuarios).where(eq(usuarios.id, id));
  if (!u) throw usuarioNaoEncontrado();
  return { ...u, perfis: await perfisDoUsuario(db, id) };
}
