import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { exigirContaAlteravel } from './conta-protegida.ts';
import { MSG_PROPRIO_USUARIO, usuarioNaoEncontrado } from './erros.ts';
import { exigirGestorRestante, travarGestores } from './gestores.ts';

export async function excluirUsuario(db: Db, ator: UsuarioAutenticado, id: number) {
  if (id === ator.id) throw conflict('PROTEGIDO', MSG_PROPRIO_USUARIO);
  try {
    await db.transaction(async (tx) => {
      const gestores = await travarGestores(tx);
      await exigirContaAlteravel(tx, ator, id);
      const [u] = await tx
        .delete(usuarios)
        .where(eq(usuarios.id, id))
        .returning({ login: usuarios.login });
      if (!u) throw usuarioNaoEncontrado();
      await exigirGestorRestante(tx, gestores);
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Usuário ${u.login} excluído por ${ator.login}.`,
        emailResponsavel: ator.email,
      });
    });
  } catch (err) {
    // Other records may name the user (a future history); deactivating keeps them intact.
    if (isForeignKeyViolation(err)) {
      throw conflict(
        'EM_USO',
        'Usuário possui registros vinculados e não pode ser excluído. Desative-o.',
      );
    }
    throw err;
  }
  return { mensagem: 'Usuário excluído com sucesso' };
}
