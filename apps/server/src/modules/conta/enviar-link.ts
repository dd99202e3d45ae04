import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { redefinicoesSenha } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mail.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Stores a single-use, hashed, one-hour token and mails the link. The caller answers 200
 * whatever happens here, so the reply never tells whether the e-mail exists.
 */
export async function enviarLink(db: Db, mailer: Mailer, appUrl: string, email: string) {
  const r = await db.execute<{ id: number; login: string; email: string }>(sql`
    select id, login, email from usuarios where lower(email) = lower(${email}) and is_activated`);
  const usuario = (r as unknown as { rows: { id: number; login: string; email: string }[] })
    .rows[0];
  if (!usuario) return;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(redefinicoesSenha).values({
      tokenHash: sha256(token),
      usuarioId: usuario.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Link de redefinição de senha enviado para ${usuario.login}.`,
      emailResponsavel: usuario.email,
    });
  });
  const link = `${appUrl}/redefinir-senha?token=${token}`;
  await mailer.send({
    to: usuario.email,
    subject: 'Pátio - redefinição de senha',
    text:
      `Olá, ${usuario.login}.\n\nPara criar uma nova senha, abra o link abaixo (válido por 1 hora, uma única vez):\n\n${link}\n\n` +
      'Se você não pediu a redefinição, ignore esta mensagem.',
  });
}
