import { MSG_SENHA_OBRIGATORIA_CRIAR, type TUsuarioCriar } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { exigirConcessaoPermitida } from '../auth/concessao.ts';
import { hashSenha } from '../auth/senha.ts';
import { traduzirErroUsuario } from './erros.ts';
import { gravarPerfis } from './gravar-perfis.ts';
import { obterUsuario } from './obter-usuario.ts';

export async function criarUsuario(db: Db, ator: UsuarioAutenticado, input: TUsuarioCriar) {
  // The schema already demands it; this also narrows the type.
  if (!input.senha) throw badRequest(MSG_SENHA_OBRIGATORIA_CRIAR, 'senha');
  // Hashing is slow on purpose: done before the transaction, which PGlite runs one at a time.
  const senhaHash = await hashSenha(input.senha);
  try {
    return await db.transaction(async (tx) => {
      const [novo] = await tx
        .insert(usuarios)
        .values({
          nome: input.nome,
          login: input.login,
          email: input.email,
          senhaHash,
          isActivated: input.isActivated ?? true,
        })
        .returning({ id: usuarios.id });
      const id = novo?.id as number;
      await gravarPerfis(tx, id, input.perfis ?? []);
      await exigirConcessaoPermitida(tx, ator, new Map([[id, new Set<string>()]]));
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Usuário ${input.login} criado por ${ator.login}.`,
        emailResponsavel: ator.email,
      });
      return obterUsuario(tx, id, ator);
    });
  } catch (err) {
    throw traduzirErroUsuario(err);
  }
}
