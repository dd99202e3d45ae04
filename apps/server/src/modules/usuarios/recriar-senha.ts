import type { TRecriarSenha } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { gravarSenha, hashSenha } from '../auth/senha.ts';
import { exigirContaAlteravel } from './conta-protegida.ts';
import { usuarioNaoEncontrado } from './erros.ts';

/** An administrator sets a user's password; every token the user held stops working. */
export async function recriarSenha(
  db: Db,
  ator: UsuarioAutenticado,
  id: number,
  input: TRecriarSenha,
) {
  const senhaHash = await hashSenha(input.senha);
  await db.transaction(async (tx) => {
    const [u] = await tx
      .select({ login: usuarios.login })
      .from(usuarios)
      .where(eq(usuarios.id, id))
      .for('update');
    if (!u) throw usuarioNaoEncontrado();
    await exigirContaAlteravel(tx, ator, id);
    await gravarSenha(tx, id, senhaHash);
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Senha do usuário ${u.login} recriada por ${ator.login}.`,
      emailResponsavel: ator.email,
    });
  });
  return { mensagem: 'Senha recriada com sucesso' };
}
