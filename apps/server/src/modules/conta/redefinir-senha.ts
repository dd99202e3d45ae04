import type { TRedefinirSenha } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import { gravarSenha, hashSenha } from '../auth/senha.ts';
import { sha256 } from './enviar-link.ts';

/** Consumes the mailed token (atomically: a second use finds it spent) and sets the password. */
export async function redefinirSenha(db: Db, input: TRedefinirSenha) {
  const novo = await hashSenha(input.senha);
  await db.transaction(async (tx) => {
    const r = await tx.execute<{ usuario_id: number; email: string }>(sql`
      update redefinicoes_senha r set used_at = now()
      from usuarios u
      where r.token_hash = ${sha256(input.token)} and r.used_at is null
        and r.expires_at > now() and u.id = r.usuario_id and u.is_activated
      returning r.usuario_id, u.email`);
    const row = (r as unknown as { rows: { usuario_id: number; email: string }[] }).rows[0];
    if (!row) throw badRequest('Link inválido ou expirado. Peça um novo link.', 'token');
    await gravarSenha(tx, row.usuario_id, novo);
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: 'Senha redefinida pelo link enviado por email.',
      emailResponsavel: row.email,
    });
  });
  return { mensagem: 'Senha alterada com sucesso' };
}
