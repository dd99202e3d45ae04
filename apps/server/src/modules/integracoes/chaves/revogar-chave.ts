import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chavesIntegracao } from '../../../db/schema.ts';
import { registrarEvento } from '../../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../../auth/carregar-usuario.ts';
import { chaveNaoEncontrada, MSG_CHAVE } from './erros.ts';

/** Revokes a key: the guard reads it on every request, so its next call is a 401. */
export async function revogarChave(db: Db, ator: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const [c] = await tx
      .update(chavesIntegracao)
      .set({ revogadaEm: sql`now()` })
      .where(and(eq(chavesIntegracao.id, id), isNull(chavesIntegracao.revogadaEm)))
      .returning({ nome: chavesIntegracao.nome, prefixo: chavesIntegracao.prefixo });
    if (!c) throw chaveNaoEncontrada();
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Chave de integração ${c.nome} (${c.prefixo}…) revogada por ${ator.login}.`,
      emailResponsavel: ator.email,
    });
  });
  return { mensagem: MSG_CHAVE.revogada };
}
