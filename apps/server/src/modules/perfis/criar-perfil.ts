import type { TPerfilSalvar } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { perfis } from '../../db/schema.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { traduzirErroPerfil } from './erros.ts';
import { gravarPermissoes } from './gravar-permissoes.ts';

export async function criarPerfil(db: Db, ator: UsuarioAutenticado, input: TPerfilSalvar) {
  try {
    return await db.transaction(async (tx) => {
      const [novo] = await tx
        .insert(perfis)
        .values({ nome: input.nome })
        .returning({ id: perfis.id });
      const id = novo?.id as number;
      await gravarPermissoes(tx, id, input.permissoes);
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Perfil ${input.nome} criado por ${ator.login} com ${input.permissoes.length} permissão(ões).`,
        emailResponsavel: ator.email,
      });
      return { id };
    });
  } catch (err) {
    throw traduzirErroPerfil(err);
  }
}
