import { MSG_CONTA_PROTEGIDA } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

/*
 * Someone who manages users cannot take over an account that holds more than they do
 * (docs/sessions.md, "Accounts above the actor"): another user's password, e-mail, login, active
 * state and deletion are refused (403, nothing changes) unless the actor holds every permission
 * that user holds. Equal or lesser accounts, and the actor's own, keep today's rules.
 */

const GU = 'GESTAO_DE_USUARIOS';
const NOVA = 'senha-tomada-123';

describe.each(BACKENDS)('contas acima de quem as altera (%s)', (backend) => {
  let t: TestApp;
  let recusadas = 0;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => {
    console.log(`[contas-protegidas ${backend}] tentativas de tomar conta recusadas: ${recusadas}`);
    await t.close();
  });

  const gestor = async () => {
    const g = await criarUsuario(t, { permissoes: [GU] });
    return { ...g, token: await t.token(g.login, g.senha) };
  };
  const estado = async (id: number) => {
    const r = (await t.database.db.execute(
      sql`select login, email, senha_hash, is_activated from usuarios where id = ${id}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    return r.rows[0];
  };
  const corpo = (u: { login: string; email: string }, extra: object = {}) => ({
    nome: `Usuário ${u.login}`,
    login: u.login,
    email: u.email,
    ...extra,
  });
  /** The five ways into an account, each as one request. */
  const tentativas = (alvo: { id: number; login: string; email: string }) =>
    ({
      senha: {
        method: 'PUT',
        url: `/api/usuarios/${alvo.id}/senha`,
        payload: { senha: NOVA, confirmaSenha: NOVA },
      },
      email: {
        method: 'PUT',
        url: `/api/usuarios/${alvo.id}`,
        payload: corpo(alvo, { email: `x${alvo.email}` }),
      },
      login: {
        method: 'PUT',
        url: `/api/usuarios/${alvo.id}`,
        payload: corpo(alvo, { login: `${alvo.login}x` }),
      },
      senhaNoForm: {
        method: 'PUT',
        url: `/api/usuarios/${alvo.id}`,
        payload: corpo(alvo, { senha: NOVA, confirmaSenha: NOVA }),
      },
      ativo: {
        method: 'PUT',
        url: `/api/usuarios/${alvo.id}`,
        payload: corpo(alvo, { isActivated: false }),
      },
      excluir: { method: 'DELETE', url: `/api/usuarios/${alvo.id}` },
    }) as const;

  it('um gestor de usuários não muda senha, e-mail, login, estado nem exclui o administrador', async () => {
    const g = await gestor();
    const alvo = await criarUsuario(t, { permissoes: [GU, 'GESTAO_DE_PERFIS_DE_ACESSO'] });
    const antes = await estado(alvo.id);
    for (const [nome, req] of Object.entries(tentativas(alvo))) {
      const res = await t.call({ ...(req as object), as: g.token } as never);
      expect(res.statusCode, `${nome} ${res.body}`).toBe(403);
      expect(res.json().Messagens, nome).toEqual([MSG_CONTA_PROTEGIDA]);
      recusadas += 1;
    }
    expect(await estado(alvo.id)).toEqual(antes);
    const entrar = await t.call({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { login: alvo.login, senha: NOVA },
      as: null,
    });
    expect(entrar.statusCode).toBe(401);
    // The seeded administrator (all permissions), the account the review took over.
    const admin = (
      await t.call({ method: 'GET', url: '/api/usuarios?filter=login=admin', as: g.token })
    ).json().usuarios[0];
    expect(admin.protegido).toBe(true);
    const senhaAdmin = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${admin.id}/senha`,
      payload: { senha: NOVA, confirmaSenha: NOVA },
      as: g.token,
    });
    expect(senhaAdmin.statusCode).toBe(403);
    recusadas += 1;
  });

  it('o nome de quem tem mais ainda pode ser corrigido; a lista e o detalhe dizem quem está acima', async () => {
    const g = await gestor();
    const alvo = await criarUsuario(t, { permissoes: [GU, 'EXCLUIR_ITEM'] });
    const igual = await criarUsuario(t, { permissoes: [GU] });
    const nome = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${alvo.id}`,
      payload: { ...corpo(alvo), nome: 'Nome corrigido' },
      as: g.token,
    });
    expect(nome.statusCode).toBe(200);
    expect(nome.json().data.protegido).toBe(true);
    const detalhe = (id: number) =>
      t.call({ method: 'GET', url: `/api/usuarios/${id}`, as: g.token });
    expect((await detalhe(alvo.id)).json().data.protegido).toBe(true);
    expect((await detalhe(igual.id)).json().data.protegido).toBe(false);
    expect((await detalhe(g.id)).json().data.protegido).toBe(false);
    const lista = await t.call({
      method: 'GET',
      url: `/api/usuarios?filter=login=${alvo.login}`,
      as: g.token,
    });
    expect(lista.json().usuarios.map((u: { protegido: boolean }) => u.protegido)).toEqual([true]);
    // The administrator, holding everything, sees nobody above them.
    expect(
      (await t.call({ method: 'GET', url: `/api/usuarios/${alvo.id}` })).json().data.protegido,
    ).toBe(false);
  });

  it('com as mesmas permissões ou menos, tudo segue como antes', async () => {
    const g = await gestor();
    for (const permissoes of [[GU], []]) {
      const alvo = await criarUsuario(t, { permissoes });
      for (const [nome, req] of Object.entries(tentativas(alvo))) {
        if (nome === 'excluir') continue;
        const res = await t.call({ ...(req as object), as: g.token } as never);
        expect(res.statusCode, `${nome} ${permissoes}`).toBe(200);
        // Put the login and e-mail back for the next try.
        await t.database.db.execute(
          sql`update usuarios set login = ${alvo.login}, email = ${alvo.email}, is_activated = true where id = ${alvo.id}`,
        );
      }
      const excluir = await t.call({
        method: 'DELETE',
        url: `/api/usuarios/${alvo.id}`,
        as: g.token,
      });
      expect(excluir.statusCode).toBe(200);
    }
  });

  it('a própria conta segue as regras de hoje', async () => {
    const g = await gestor();
    const proprio = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${g.id}`,
      payload: corpo(g, { email: `novo.${g.email}`, senha: NOVA, confirmaSenha: NOVA }),
      as: g.token,
    });
    expect(proprio.statusCode).toBe(200);
    const g2 = await gestor();
    const senha = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${g2.id}/senha`,
      payload: { senha: NOVA, confirmaSenha: NOVA },
      as: g2.token,
    });
    expect(senha.statusCode).toBe(200);
    const excluir = await t.call({
      method: 'DELETE',
      url: `/api/usuarios/${g2.id}`,
      as: await t.token(g2.login, NOVA),
    });
    expect(excluir.statusCode).toBe(409);
  });
});
