import { PERMISSOES } from '@patio/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SENHA, JWT_SECRET } from '../constants.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';

const key = new TextEncoder().encode(JWT_SECRET);
const login = (t: TestApp, body: unknown) =>
  t.call({ method: 'POST', url: '/api/Usuarios/Login', payload: body as object, as: null });

describe.each(BACKENDS)('sessão (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('entra com login e senha e recebe token, login e todas as permissões do admin', async () => {
    const res = await login(t, { login: 'admin', senha: ADMIN_SENHA });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.login).toBe('admin');
    expect(data.permissoes.sort()).toEqual([...PERMISSOES].sort());
    const payload = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(8 * 3600);
  });

  it('recusa senha errada com 401 e mensagem em português', async () => {
    const res = await login(t, { login: 'admin', senha: 'errada' });
    expect(res.statusCode).toBe(401);
    expect(res.json().Messagens).toEqual(['Usuário ou senha incorretos.']);
  });

  it('recusa usuário inativo com a mesma resposta de senha errada', async () => {
    const u = await criarUsuario(t, { ativo: false });
    const res = await login(t, { login: u.login, senha: u.senha });
    expect(res.statusCode).toBe(401);
    expect(res.json().Messagens).toEqual(['Usuário ou senha incorretos.']);
  });

  it('bloqueia com 429 após 5 falhas no mesmo login e registra ALERTA', async () => {
    const u = await criarUsuario(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await login(t, { login: u.login, senha: 'x' })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    // even the right password waits out the lock
    const certo = await login(t, { login: u.login, senha: u.senha });
    expect(certo.statusCode).toBe(429);
    expect(certo.json().Messagens[0]).toMatch(/^Muitas tentativas de login/);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.tipo).toBe('ALERTA');
    expect(ev?.descricao).toContain(u.login);
  });

  it('login sem campo responde 400 nomeando o campo; JSON malformado 400', async () => {
    const res = await login(t, { login: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ senha: ['Campo obrigatório'] });
    const bad = await t.call({
      method: 'POST',
      url: '/api/Usuarios/Login',
      payload: '{"login":',
      headers: { 'content-type': 'application/json' },
      as: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Messagens).toEqual(['JSON inválido.']);
  });

  it('corpo acima do limite responde 413', async () => {
    const res = await login(t, { login: 'admin', senha: 'x'.repeat(6 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().Messagens).toEqual(['Requisição grande demais.']);
  });

  it('rota desconhecida responde 404 em JSON; caminhos ignoram maiúsculas', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().Messagens).toEqual(['Recurso não encontrado.']);
    const lower = await login(t, { login: 'admin', senha: ADMIN_SENHA });
    const upper = await t.call({
      method: 'POST',
      url: '/API/USUARIOS/LOGIN',
      payload: { login: 'admin', senha: ADMIN_SENHA },
      as: null,
    });
    expect([lower.statusCode, upper.statusCode]).toEqual([200, 200]);
  });

  describe('tokens recusados com 401', () => {
    const eventos = (as: string | null) => t.call({ method: 'GET', url: '/api/eventos', as });
    const sign = (claims: object, exp: string | number, k = key) =>
      new SignJWT({ login: 'admin', ver: 0, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(k);

    it('sem token, lixo, expirado, alg none, chave errada', async () => {
      const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: '1', login: 'admin', ver: 0, exp: 9999999999 }),
      ).toString('base64url')}.`;
      const cases = {
        semToken: null,
        lixo: 'abc.def.ghi',
        expirado: await sign({}, Math.floor(Date.now() / 1000) - 10),
        algNone: none,
        chaveErrada: await sign({}, '1h', new TextEncoder().encode('x'.repeat(40))),
      };
      for (const [nome, token] of Object.entries(cases)) {
        const res = await eventos(token);
        expect(res.statusCode, nome).toBe(401);
        expect(res.json().Messagens, nome).toEqual([
          'Sessão inválida ou expirada. Faça login novamente.',
        ]);
      }
      // The right key and an open session's id (the token's jti) make a valid token.
      const [, corpo] = (await t.token()).split('.') as [string, string];
      const { jti } = JSON.parse(Buffer.from(corpo, 'base64url').toString()) as { jti: string };
      expect((await eventos(await sign({}, '1h'))).statusCode).toBe(401);
      expect((await eventos(await sign({ jti }, '1h'))).statusCode).toBe(200);
    });
  });

  it('token válido sem a permissão responde 403 e registra ALERTA', async () => {
    const u = await criarUsuario(t, { permissoes: [] });
    const token = await t.token(u.login, u.senha);
    const res = await t.call({ method: 'GET', url: '/api/usuarios?page=1&pageSize=7', as: token });
    expect(res.statusCode).toBe(403);
    expect(res.json().Messagens).toEqual(['Você não tem permissão para esta operação.']);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'ALERTA', email_responsavel: u.email });
    expect(ev?.descricao).toContain('GESTAO_DE_USUARIOS');
  });

  it('filtro Gridify malformado responde 400 "Filtro inválido"', async () => {
    for (const filter of ['descricao=*(x', 'campoX=1', 'descricao~1', ',descricao=1']) {
      const res = await t.call({ method: 'GET', url: '/api/eventos', query: { filter } });
      expect(res.statusCode, filter).toBe(400);
      expect(res.json().Messagens, filter).toEqual(['Filtro inválido']);
    }
    const ord = await t.call({ method: 'GET', url: '/api/eventos', query: { orderBy: 'xyz' } });
    expect(ord.json().Messagens).toEqual(['Ordenação inválida']);
  });
});
