import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FALHAS_LOGIN } from '../../src/modules/conta/tentativas-login.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

/*
 * A password guesser cannot lock the rightful user out, nor guess in parallel
 * (docs/sessions.md): attempts count per login and source address, before the password is
 * checked; the own password change counts toward the same limits; a password change spends the
 * user's outstanding reset links.
 */

const ATACANTE = '127.0.0.2';
const DONO = '127.0.0.3';
const ERRADA = 'Usuário ou senha incorretos.';
const BLOQUEIO = /^Muitas tentativas de login\. Tente novamente em \d+ segundos\.$/;

describe.each(BACKENDS)('tentativas de senha (%s)', { timeout: 120_000 }, (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const entrar = (login: string, senha: string, de: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Usuarios/Login',
      payload: { login, senha },
      remoteAddress: de,
    });
  const avatar = (login: string, senha: string, token: string, de: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/Avatar/${login}`,
      payload: { senha, novaSenha: 'nova-senha-99', confirmarSenha: 'nova-senha-99' },
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: de,
    });

  it('endereços IPv6 de uma mesma /64 contam como um só; outra /64 e o dono seguem', async () => {
    const u = await criarUsuario(t);
    const codigos: number[] = [];
    // A guesser cycling through the addresses of its /64: each try from a new address.
    for (let i = 1; i <= 8; i++)
      codigos.push(
        (await entrar(u.login, 'errada', `2001:db8:41:7::${i.toString(16)}`)).statusCode,
      );
    expect(codigos).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    expect((await entrar(u.login, 'errada', '2001:db8:41:8::1')).statusCode).toBe(401);
    expect((await entrar(u.login, u.senha, DONO)).statusCode).toBe(200);
  });

  it('uma enxurrada de um endereço bloqueia esse endereço; o dono, de outro, entra', async () => {
    const u = await criarUsuario(t);
    const codigos: number[] = [];
    for (let i = 0; i < 8; i++)
      codigos.push((await entrar(u.login, 'errada', ATACANTE)).statusCode);
    expect(codigos).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    const certaDoAtacante = await entrar(u.login, u.senha, ATACANTE);
    expect(certaDoAtacante.statusCode).toBe(429);
    expect(certaDoAtacante.json().Messagens[0]).toMatch(BLOQUEIO);
    // The rightful user, several times, between more of the flood.
    let recusadas = 0;
    for (let i = 0; i < 3; i++) {
      expect((await entrar(u.login, 'errada', ATACANTE)).statusCode).toBe(429);
      if ((await entrar(u.login, u.senha, DONO)).statusCode !== 200) recusadas += 1;
    }
    console.log(
      `[tentativas ${backend}] logins do dono recusados durante a enxurrada: ${recusadas}`,
    );
    expect(recusadas).toBe(0);
    // One address's failures never reach the login's ceiling.
    const r = await t.database.db.execute<{ falhas: number }>(
      sql`select falhas from tentativas_login where login = ${u.login} and origem = '*'`,
    );
    const teto = (r as unknown as { rows: { falhas: number }[] }).rows[0]?.falhas ?? 0;
    expect(teto).toBeLessThan(MAX_FALHAS_LOGIN);
  });

  it('30 logins simultâneos de um endereço: no máximo 5 senhas conferidas, os outros 429 (a certa, no fim, também)', async () => {
    const u = await criarUsuario(t);
    const pedidos = Array.from({ length: 30 }, (_, i) =>
      entrar(u.login, i === 29 ? u.senha : `errada-${i}`, ATACANTE),
    );
    const respostas = await Promise.all(pedidos);
    const codigos = respostas.map((r) => r.statusCode);
    const n401 = codigos.filter((c) => c === 401).length;
    console.log(`[tentativas ${backend}] 401 na rajada de 30: ${n401}`);
    expect(n401).toBeLessThanOrEqual(5);
    expect(codigos.filter((c) => c === 429)).toHaveLength(30 - n401);
    for (const r of respostas) {
      const [msg] = r.json().Messagens as string[];
      expect(r.statusCode === 401 ? msg === ERRADA : BLOQUEIO.test(msg as string)).toBe(true);
    }
    expect((await entrar(u.login, u.senha, DONO)).statusCode).toBe(200);
  });

  it('o teto do login por todos os endereços bloqueia também o dono', async () => {
    const u = await criarUsuario(t);
    // As if a guesser at many addresses had already spent all but one attempt.
    await t.database.db.execute(sql`
      insert into tentativas_login (login, origem, falhas, primeira_falha)
      values (${u.login}, '*', ${MAX_FALHAS_LOGIN - 1}, now())`);
    expect((await entrar(u.login, 'errada', '127.0.0.9')).statusCode).toBe(429);
    expect((await entrar(u.login, u.senha, DONO)).statusCode).toBe(429);
  });

  it('Alterar senha: a senha atual errada conta para os mesmos limites do login', async () => {
    const u = await criarUsuario(t);
    const tk = (await entrar(u.login, u.senha, DONO)).json().data.token as string;
    const codigos: number[] = [];
    for (let i = 0; i < 6; i++)
      codigos.push((await avatar(u.login, 'errada', tk, ATACANTE)).statusCode);
    expect(codigos).toEqual([400, 400, 400, 400, 429, 429]);
    // The same lock holds the login from that address, even with the right password…
    expect((await entrar(u.login, u.senha, ATACANTE)).statusCode).toBe(429);
    expect((await avatar(u.login, u.senha, tk, ATACANTE)).statusCode).toBe(429);
    // …and failed logins count toward the avatar route: from the owner's address, 4 wrong
    // logins and a wrong current password lock it too.
    for (let i = 0; i < 4; i++) expect((await entrar(u.login, 'x', DONO)).statusCode).toBe(401);
    expect((await avatar(u.login, 'errada', tk, DONO)).statusCode).toBe(429);
    // From a third address the right current password still changes it.
    expect((await avatar(u.login, u.senha, tk, '127.0.0.4')).statusCode).toBe(200);
  });

  it('mudar ou recriar a senha cancela os links de redefinição pendentes', async () => {
    const link = async (usuarioId: number) => {
      const token = randomBytes(32).toString('base64url');
      await t.database.db.execute(sql`
        insert into redefinicoes_senha (token_hash, usuario_id, expires_at)
        values (${createHash('sha256').update(token).digest('hex')}, ${usuarioId}, now() + interval '1 hour')`);
      return token;
    };
    const usar = (token: string) =>
      t.call({
        method: 'PUT',
        url: '/api/Usuarios/redefinir-senha',
        payload: { token, senha: 'pelo-link-123', confirmarSenha: 'pelo-link-123' },
        as: null,
      });
    // Recreated by an administrator.
    const a = await criarUsuario(t);
    const la = await link(a.id);
    const recriar = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${a.id}/senha`,
      payload: { senha: 'recriada-123', confirmaSenha: 'recriada-123' },
    });
    expect(recriar.statusCode, recriar.body).toBe(200);
    const usadoA = await usar(la);
    expect(usadoA.statusCode).toBe(400);
    expect(usadoA.json().Messagens).toEqual(['Link inválido ou expirado. Peça um novo link.']);
    expect((await entrar(a.login, 'recriada-123', DONO)).statusCode).toBe(200);
    // Changed by the user.
    const b = await criarUsuario(t);
    const lb = await link(b.id);
    const tk = (await entrar(b.login, b.senha, DONO)).json().data.token as string;
    expect((await avatar(b.login, b.senha, tk, DONO)).statusCode).toBe(200);
    expect((await usar(lb)).statusCode).toBe(400);
    expect((await entrar(b.login, 'nova-senha-99', DONO)).statusCode).toBe(200);
  });
});
