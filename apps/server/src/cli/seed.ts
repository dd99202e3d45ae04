import { randomBytes } from 'node:crypto';
import { PAPEIS } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { hashSenha } from '../modules/auth/senha.ts';

export interface SeedResult {
  /** Set only when this run created the admin with a generated password (print it once). */
  senhaGerada?: string;
  adminCriado: boolean;
}

/**
 * Idempotent first-start seed (docs/product/server-contract.md#shape-of-the-product): the
 * permission catalogue, the roles, the Administrador profile holding every permission (permissions
 * added to the catalogue later join it once), and the admin user. Safe to run on every start and
 * from several processes at once.
 */
export async function seed(db: Db, adminPassword?: string): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const antes = await tx.execute<{ nome: string }>(sql`select nome from permissoes`);
    const existentes = new Set(
      (antes as unknown as { rows: { nome: string }[] }).rows.map((r) => r.nome),
    );
    for (const papel of PAPEIS) {
      await tx.execute(
        sql`insert into papeis (nome) values (${papel.nome}) on conflict (nome) do nothing`,
      );
      for (const p of papel.permissoes) {
        await tx.execute(sql`
          insert into permissoes (nome, papel_id)
          select ${p}, id from papeis where nome = ${papel.nome}
          on conflict (nome) do update set papel_id = excluded.papel_id`);
      }
    }
    await tx.execute(sql`
      insert into perfis (nome) select 'Administrador'
      where not exists (select 1 from perfis where lower(nome) = 'administrador')`);
    // Only permissions new to this database join Administrador: one an admin removed on
    // purpose must not come back at the next start.
    const novas = PAPEIS.flatMap((p) => p.permissoes).filter((p) => !existentes.has(p));
    for (const nome of novas) {
      await tx.execute(sql`
        insert into perfil_permissoes (perfil_id, permissao_id)
        select pf.id, pm.id from perfis pf, permissoes pm
        where lower(pf.nome) = 'administrador' and pm.nome = ${nome}
        on conflict do nothing`);
    }

    const existe = await tx.execute(sql`select 1 from usuarios where lower(login) = 'admin'`);
    if ((existe as unknown as { rows: unknown[] }).rows.length > 0) return { adminCriado: false };

    const senhaGerada = adminPassword ? undefined : randomBytes(9).toString('base64url');
    const hash = await hashSenha(adminPassword ?? (senhaGerada as string));
    await tx.execute(sql`
      insert into usuarios (nome, login, email, senha_hash)
      values ('Administrador', 'admin', 'admin@patio.local', ${hash})`);
    await tx.execute(sql`
      insert into usuario_perfis (usuario_id, perfil_id)
      select u.id, pf.id from usuarios u, perfis pf
      where u.login = 'admin' and lower(pf.nome) = 'administrador'`);
    return senhaGerada ? { adminCriado: true, senhaGerada } : { adminCriado: true };
  });
}

/** The one line that shows a generated admin password, the only time it is known. */
export const avisoSenhaGerada = (senha: string) =>
  `Usuário admin criado com a senha gerada: ${senha} (mostrada só agora; defina ADMIN_PASSWORD para escolher)`;

/** The JWT secret when JWT_SECRET is unset: generated once, kept, shared by every process. */
export async function segredoJwt(db: Db): Promise<string> {
  await db.execute(sql`
    insert into configuracoes (chave, valor) values ('jwt_secret', ${randomBytes(48).toString('base64url')})
    on conflict (chave) do nothing`);
  const r = await db.execute<{ valor: string }>(
    sql`select valor from configuracoes where chave = 'jwt_secret'`,
  );
  return (r as unknown as { rows: { valor: string }[] }).rows[0]?.valor as string;
}
