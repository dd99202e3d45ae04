import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chavesIntegracao, perfis, usuarioPerfis } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { exigirGestorRestante, travarGestores } from '../usuarios/gestores.ts';
import { perfilNaoEncontrado } from './erros.ts';

/**
 * Deletes a profile nobody holds, user or live integration key. A profile in use is refused
 * (docs/product/server-contract.md#accounts-and-events lets us pick): deleting it would silently
 * strip access from its users.
 */
export async function excluirPerfil(db: Db, ator: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const gestores = await travarGestores(tx);
    // FOR UPDATE blocks a concurrent assignment of this profile until we are done.
    const [p] = await tx
      .select({ nome: perfis.nome })
      .from(perfis)
      .where(eq(perfis.id, id))
      .for('update');
    if (!p) throw perfilNaoEncontrado();
    const [uso] = await tx
      .select({ n: count() })
      .from(usuarioPerfis)
      .where(eq(usuarioPerfis.perfilId, id));
    const n = uso?.n ?? 0;
    if (n > 0) {
      throw conflict(
        'EM_USO',
        `Perfil em uso por ${n} usuário(s). Remova-o dos usuários antes de excluir.`,
      );
    }
    const chaves = await tx
      .select({ nome: chavesIntegracao.nome, revogadaEm: chavesIntegracao.revogadaEm })
      .from(chavesIntegracao)
      .where(eq(chavesIntegracao.perfilId, id))
      .orderBy(chavesIntegracao.nome);
    const vivas = chaves.filter((c) => c.revogadaEm === null).map((c) => c.nome);
    if (vivas.length > 0) {
      throw conflict(
        'EM_USO',
        `Este perfil é usado por chaves de integração: ${vivas.join(', ')}.`,
      );
    }
    // Revoked keys go with it (cascade): they can no longer act; the event names them.
    const revogadas = chaves.map((c) => c.nome);
    await tx.delete(perfis).where(eq(perfis.id, id));
    await exigirGestorRestante(tx, gestores);
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Perfil ${p.nome} excluído por ${ator.login}${
        revogadas.length ? ` (com as chaves de integração revogadas ${revogadas.join(', ')})` : ''
      }.`,
      emailResponsavel: ator.email,
    });
  });
  return { mensagem: 'Perfil excluído com sucesso' };
}
