import type { TPerfilSalvar } from '@patio/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chavesIntegracao, perfis, usuarioPerfis } from '../../db/schema.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import { exigirVersao, type VersaoEsperada } from '../../lib/versao.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import {
  exigirConcessaoAChaves,
  exigirConcessaoPermitida,
  permissoesDoPerfil,
  permissoesDosUsuarios,
} from '../auth/concessao.ts';
import { exigirGestorRestante, travarGestores } from '../usuarios/gestores.ts';
import { perfilNaoEncontrado, traduzirErroPerfil } from './erros.ts';
import { gravarPermissoes } from './gravar-permissoes.ts';

/** Renames the profile and replaces its permissions; holders feel it on their next request. */
export async function atualizarPerfil(
  db: Db,
  ator: UsuarioAutenticado,
  id: number,
  input: TPerfilSalvar,
  versao?: VersaoEsperada,
) {
  try {
    return await db.transaction(async (tx) => {
      const gestores = await travarGestores(tx);
      const [antes] = await tx
        .select({ versao: perfis.versao })
        .from(perfis)
        .where(eq(perfis.id, id))
        .for('update');
      if (!antes) throw perfilNaoEncontrado();
      exigirVersao('perfil', antes.versao, versao);
      const [p] = await tx
        .update(perfis)
        .set({ nome: input.nome })
        .where(eq(perfis.id, id))
        .returning({ id: perfis.id });
      if (!p) throw perfilNaoEncontrado();
      // Every holder of the profile gains what it gains: none may gain what the actor lacks.
      const titulares = await tx
        .select({ id: usuarioPerfis.usuarioId })
        .from(usuarioPerfis)
        .where(eq(usuarioPerfis.perfilId, id));
      const permissoesAntes = await permissoesDosUsuarios(
        tx,
        titulares.map((u) => u.id),
      );
      // Live machine keys holding it count as holders too: a profile only keys hold still grants.
      const [chave] = await tx
        .select({ id: chavesIntegracao.id })
        .from(chavesIntegracao)
        .where(and(eq(chavesIntegracao.perfilId, id), isNull(chavesIntegracao.revogadaEm)))
        .limit(1);
      const doPerfilAntes = chave ? await permissoesDoPerfil(tx, id) : null;
      await gravarPermissoes(tx, id, input.permissoes);
      await exigirConcessaoPermitida(tx, ator, permissoesAntes);
      if (doPerfilAntes) await exigirConcessaoAChaves(tx, ator, id, doPerfilAntes);
      await exigirGestorRestante(tx, gestores);
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Perfil ${input.nome} atualizado por ${ator.login} com ${input.permissoes.length} permissão(ões).`,
        emailResponsavel: ator.email,
      });
      return { id };
    });
  } catch (err) {
    throw traduzirErroPerfil(err);
  }
}
