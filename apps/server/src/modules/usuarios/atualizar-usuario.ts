import type { TUsuarioAtualizar } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { usuarioPerfis, usuarios } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import { exigirVersao, type VersaoEsperada } from '../../lib/versao.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { exigirConcessaoPermitida, permissoesDosUsuarios } from '../auth/concessao.ts';
import { gravarSenha, hashSenha } from '../auth/senha.ts';
import { revogarSessoes } from '../sessoes/revogar-sessoes.ts';
import { exigirContaAlteravel } from './conta-protegida.ts';
import { MSG_PROPRIO_USUARIO, traduzirErroUsuario, usuarioNaoEncontrado } from './erros.ts';
import { exigirGestorRestante, travarGestores } from './gestores.ts';
import { gravarPerfis } from './gravar-perfis.ts';
import { obterUsuario } from './obter-usuario.ts';

/** Whether saving `novos` takes away a profile the user holds now. */
async function perdePerfis(tx: Executor, usuarioId: number, novos: number[]) {
  const atuais = await tx
    .select({ id: usuarioPerfis.perfilId })
    .from(usuarioPerfis)
    .where(eq(usuarioPerfis.usuarioId, usuarioId));
  return atuais.some((p) => !novos.includes(p.id));
}

/**
 * Edits a user. A typed password replaces the old one and ends the user's sessions, and so do
 * a deactivation and the removal of a profile (docs/sessions.md); other profile changes take
 * effect on the user's next request (the guard reads them).
 */
export async function atualizarUsuario(
  db: Db,
  ator: UsuarioAutenticado,
  id: number,
  input: TUsuarioAtualizar,
  versao?: VersaoEsperada,
) {
  if (id === ator.id && input.isActivated === false)
    throw conflict('PROTEGIDO', MSG_PROPRIO_USUARIO);
  const senhaHash = input.senha ? await hashSenha(input.senha) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const gestores = await travarGestores(tx);
      const [antes] = await tx
        .select({
          versao: usuarios.versao,
          login: usuarios.login,
          email: usuarios.email,
          isActivated: usuarios.isActivated,
        })
        .from(usuarios)
        .where(eq(usuarios.id, id))
        .for('update');
      if (!antes) throw usuarioNaoEncontrado();
      exigirVersao('usuario', antes.versao, versao);
      // What lets someone sign in as the user: only for accounts within the actor's reach.
      const muda =
        senhaHash !== undefined ||
        input.login !== antes.login ||
        input.email !== antes.email ||
        (input.isActivated !== undefined && input.isActivated !== antes.isActivated);
      if (muda) await exigirContaAlteravel(tx, ator, id);
      const [u] = await tx
        .update(usuarios)
        .set({
          nome: input.nome,
          login: input.login,
          email: input.email,
          ...(input.isActivated === undefined ? {} : { isActivated: input.isActivated }),
        })
        .where(eq(usuarios.id, id))
        .returning({ login: usuarios.login });
      if (!u) throw usuarioNaoEncontrado();
      if (senhaHash) await gravarSenha(tx, id, senhaHash);
      const perdeuPerfil = input.perfis ? await perdePerfis(tx, id, input.perfis) : false;
      if (input.perfis) {
        const antes = await permissoesDosUsuarios(tx, [id]);
        await gravarPerfis(tx, id, input.perfis);
        await exigirConcessaoPermitida(tx, ator, antes);
      }
      // Deactivated, or stripped of a profile: their sessions end (the actor's own goes on).
      if (input.isActivated === false || perdeuPerfil) {
        await revogarSessoes(tx, id, { exceto: id === ator.id ? ator.sessaoId : undefined });
      }
      await exigirGestorRestante(tx, gestores);
      const detalhes = [
        senhaHash ? 'senha alterada' : '',
        input.perfis ? 'perfis gravados' : '',
        input.isActivated === undefined ? '' : input.isActivated ? 'ativo' : 'inativo',
      ].filter(Boolean);
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Usuário ${u.login} atualizado por ${ator.login}${detalhes.length ? ` (${detalhes.join(', ')})` : ''}.`,
        emailResponsavel: ator.email,
      });
      return obterUsuario(tx, id, ator);
    });
  } catch (err) {
    throw traduzirErroUsuario(err);
  }
}
