import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { abrirStream } from '../sse.ts';

/* Sessions that end (docs/sessions.md): each token is a session the server can end. */

const SESSAO = ['Sessão inválida ou expirada. Faça login novamente.'];

describe.each(BACKENDS)('sessões (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const entrar = async (login: string, senha: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/Usuarios/Login',
      payload: { login, senha },
      as: null,
      headers: { 'user-agent': `teste ${login}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.token as string;
  };
  const status = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/eventos', as: token })).statusCode;
  const sessoes = async (id: number) => {
    const res = await t.call({ method: 'GET', url: `/api/Usuarios/${id}/sessoes` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; userAgent: string; atual: boolean }[];
  };

  it('Sair encerra só esta sessão: o token vira 401, as outras sessões seguem valendo', async () => {
    const u = await criarUsuario(t, { permissoes: ['CONSULTAR_EVENTOS'] });
    const [a, b] = [await entrar(u.login, u.senha), await entrar(u.login, u.senha)];
    expect([await status(a), await status(b)]).toEqual([200, 200]);
    const sair = await t.call({ method: 'POST', url: '/api/Usuarios/Logout', as: a });
    expect(sair.statusCode, sair.body).toBe(200);
    expect(sair.json().data.mensagem).toBe('Sessão encerrada.');
    const depois = await t.call({ method: 'GET', url: '/api/eventos', as: a });
    expect(depois.statusCode).toBe(401);
    expect(depois.json().Messagens).toEqual(SESSAO);
    expect((await t.call({ method: 'POST', url: '/api/Usuarios/Logout', as: a })).statusCode).toBe(
      401,
    );
    expect(await status(b)).toBe(200);
  });

  it('o administrador vê as sessões abertas de um usuário e encerra uma delas', async () => {
    const u = await criarUsuario(t, { permissoes: ['CONSULTAR_EVENTOS'] });
    const a = await entrar(u.login, u.senha);
    const b = await entrar(u.login, u.senha);
    const lista = await sessoes(u.id);
    expect(lista).toHaveLength(2);
    expect(lista.every((s) => s.userAgent === `teste ${u.login}` && !s.atual)).toBe(true);
    const [, corpo] = a.split('.') as [string, string];
    const { jti } = JSON.parse(Buffer.from(corpo, 'base64url').toString()) as { jti: string };
    const fim = await t.call({ method: 'DELETE', url: `/api/Usuarios/${u.id}/sessoes/${jti}` });
    expect(fim.statusCode, fim.body).toBe(200);
    expect([await status(a), await status(b)]).toEqual([401, 200]);
    expect((await sessoes(u.id)).map((s) => s.id)).not.toContain(jti);
    const outra = await t.call({ method: 'DELETE', url: `/api/Usuarios/${u.id}/sessoes/${jti}` });
    expect(outra.statusCode).toBe(404);
    expect(outra.json().Messagens).toEqual(['Sessão não encontrada ou já encerrada.']);
    // Only an administrator.
    const semPermissao = await t.call({
      method: 'GET',
      url: `/api/Usuarios/${u.id}/sessoes`,
      as: b,
    });
    expect(semPermissao.statusCode).toBe(403);
  });

  it('desativar o usuário ou tirar-lhe um perfil encerra as sessões dele; só mudar o nome, não', async () => {
    const u = await criarUsuario(t, { permissoes: ['CONSULTAR_EVENTOS'] });
    const get = await t.call({ method: 'GET', url: `/api/usuarios/${u.id}` });
    const dados = get.json().data;
    const salvar = (over: object) =>
      t.call({
        method: 'PUT',
        url: `/api/usuarios/${u.id}`,
        payload: { ...dados, senha: '', confirmaSenha: '', ...over },
      });
    const marcados = (dados.perfis as { id: number; marcado: boolean }[])
      .filter((p) => p.marcado)
      .map((p) => p.id);

    let token = await entrar(u.login, u.senha);
    expect((await salvar({ nome: 'Outro nome', perfis: marcados })).statusCode).toBe(200);
    expect(await status(token)).toBe(200);

    expect((await salvar({ perfis: [] })).statusCode).toBe(200);
    expect(await status(token)).toBe(401);

    expect((await salvar({ perfis: marcados })).statusCode).toBe(200);
    token = await entrar(u.login, u.senha);
    expect(await status(token)).toBe(200);
    expect((await salvar({ perfis: marcados, isActivated: false })).statusCode).toBe(200);
    expect(await status(token)).toBe(401);
    expect(await sessoes(u.id)).toEqual([]);
  });

  it('trocar a própria senha encerra as outras sessões; a resposta traz uma sessão nova', async () => {
    const u = await criarUsuario(t, { permissoes: ['CONSULTAR_EVENTOS'] });
    const [a, b] = [await entrar(u.login, u.senha), await entrar(u.login, u.senha)];
    const res = await t.call({
      method: 'PUT',
      url: `/api/Avatar/${u.login}`,
      payload: {
        senha: u.senha,
        novaSenha: 'nova-senha-forte-9',
        confirmarSenha: 'nova-senha-forte-9',
      },
      as: a,
    });
    expect(res.statusCode, res.body).toBe(200);
    const novo = res.json().data.token as string;
    expect([await status(a), await status(b), await status(novo)]).toEqual([401, 401, 200]);
    expect(await sessoes(u.id)).toHaveLength(1);
  });

  it('o servidor fecha o stream ao vivo de uma sessão encerrada', async () => {
    const u = await criarUsuario(t, { permissoes: ['CONSULTAR_EVENTOS'] });
    const a = await entrar(u.login, u.senha);
    const b = await entrar(u.login, u.senha);
    const sa = await abrirStream(`${base}/api/stream`, a);
    const sb = await abrirStream(`${base}/api/stream`, b);
    expect(await sa.ate(() => sa.ultimoId !== undefined)).toBe(true);
    expect(await sb.ate(() => sb.ultimoId !== undefined)).toBe(true);
    expect((await t.call({ method: 'POST', url: '/api/Usuarios/Logout', as: a })).statusCode).toBe(
      200,
    );
    expect(await sa.ate(() => sa.fechado, 10_000)).toBe(true);
    expect(sb.fechado).toBe(false);
    // A stream cannot be reopened with the ended session.
    expect(
      (await fetch(`${base}/api/stream`, { headers: { authorization: `Bearer ${a}` } })).status,
    ).toBe(401);
    await sb.fechar();
  });
});
