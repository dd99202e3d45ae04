import type { TChaveCriada, TChaveInput } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chavesIntegracao, perfis } from '../../../db/schema.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { exigirConcessaoAChaves } from '../../auth/concessao.ts';
import { MSG_CHAVE, traduzirErroChave } from './erros.ts';
import { novaChave } from './segredo.ts';

/** A new key for a machine, acting with one profile; the reply is the only time it is shown. */
export async function criarChave(
  db: Db,
  ator: UsuarioAutenticado,
  input: TChaveInput,
): Promise<TChaveCriada> {
  const { chave, prefixo, hash } = novaChave();
  try {
    return await db.transaction(async (tx) => {
      const [perfil] = await tx
        .select({ nome: perfis.nome })
        .from(perfis)
        .where(eq(perfis.id, input.perfilId));
      if (!perfil) throw badRequest(MSG_CHAVE.perfil, 'perfilId');
      // Nobody hands a machine more than they hold themselves, as with users.
      await exigirConcessaoAChaves(tx, ator, input.perfilId, new Set());
      const [nova] = await tx
        .insert(chavesIntegracao)
        .values({ nome: input.nome, perfilId: input.perfilId, prefixo, hash })
        .returning({ id: chavesIntegracao.id });
      const id = nova?.id as number;
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Chave de integração ${input.nome} (${prefixo}…) criada por ${ator.login} com o perfil ${perfil.nome}.`,
        emailResponsavel: ator.email,
      });
      return { id, nome: input.nome, prefixo, chave };
    });
  } catch (err) {
    throw traduzirErroChave(err);
  }
}
