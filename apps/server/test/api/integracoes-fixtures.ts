import { sql } from 'drizzle-orm';
import type { TestApp } from '../helper.ts';

let seq = 0;

/** A profile holding exactly `permissoes`, written straight to the database. */
export async function perfilCom(t: TestApp, permissoes: string[]): Promise<number> {
  seq += 1;
  const r = await t.database.db.execute<{ id: number }>(
    sql`insert into perfis (nome) values (${`Perfil integração ${seq} ${Date.now()}`}) returning id`,
  );
  const id = (r as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
  for (const nome of permissoes) {
    await t.database.db.execute(sql`
      insert into perfil_permissoes (perfil_id, permissao_id)
      select ${id}, id from permissoes where nome = ${nome}`);
  }
  return id;
}

/** A key made through the API by the administrator: its id, name and the key itself. */
export async function criarChave(t: TestApp, permissoes: string[], nome?: string) {
  seq += 1;
  const perfilId = await perfilCom(t, permissoes);
  const res = await t.call({
    method: 'POST',
    url: '/api/integracoes/chaves',
    payload: { nome: nome ?? `Máquina ${seq} ${Date.now()}`, perfilId },
  });
  if (res.statusCode !== 201) throw new Error(`POST chaves → ${res.statusCode}: ${res.body}`);
  return {
    ...(res.json().data as { id: number; nome: string; prefixo: string; chave: string }),
    perfilId,
  };
}

/** inject() as a machine: the key in x-api-key, no session. */
export const comChave = (t: TestApp, chave: string) => (opts: Parameters<TestApp['call']>[0]) =>
  t.call({ ...opts, as: null, headers: { ...opts.headers, 'x-api-key': chave } });
