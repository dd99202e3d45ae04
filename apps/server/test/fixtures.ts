import { sql } from 'drizzle-orm';
import { hashSenha } from '../src/modules/auth/senha.ts';
import type { TestApp } from './helper.ts';

let seq = 0;

/**
 * A user holding exactly the given permissions (through a profile made for them), written
 * straight to the database so tests of one feature do not depend on another's API.
 */
export async function criarUsuario(
  t: TestApp,
  opts: { permissoes?: string[]; senha?: string; ativo?: boolean; login?: string } = {},
) {
  seq += 1;
  const login = opts.login ?? `u${seq}_${Date.now().toString(36)}`;
  const senha = opts.senha ?? 'senha-do-teste-1';
  const email = `${login}@teste.local`;
  const db = t.database.db;
  const hash = await hashSenha(senha);
  const r = await db.execute<{ id: number }>(sql`
    insert into usuarios (nome, login, email, senha_hash, is_activated)
    values (${`Usuário ${login}`}, ${login}, ${email}, ${hash}, ${opts.ativo ?? true})
    returning id`);
  const id = (r as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
  if (opts.permissoes?.length) {
    const p = await db.execute<{ id: number }>(
      sql`insert into perfis (nome) values (${`Perfil ${login}`}) returning id`,
    );
    const perfilId = (p as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
    for (const nome of opts.permissoes) {
      await db.execute(sql`
        insert into perfil_permissoes (perfil_id, permissao_id)
        select ${perfilId}, id from permissoes where nome = ${nome}`);
    }
    await db.execute(
      sql`insert into usuario_perfis (usuario_id, perfil_id) values (${id}, ${perfilId})`,
    );
  }
  return { id, login, senha, email };
}
