import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { startSmtp, tokenDoEmail } from '../smtp.ts';

describe.each(BACKENDS)('conta (%s)', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(backend, { smtpUrl: smtp.url, appUrl: 'http://patio.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (l: string, senha: string) =>
    t.call({ method: 'POST', url: '/api/Usuarios/Login', payload: { login: l, senha }, as: null });
  const avatar = (l: string, payload: object, as: string) =>
    t.call({ method: 'PUT', url: `/api/Avatar/${l}`, payload, as });

  it('altera a própria senha: o token antigo morre, o novo da resposta vale e a nova senha entra', async () => {
    const u = await criarUsuario(t);
    const antigo = await t.token(u.login, u.senha);
    const res = await avatar(
      u.login,
      { senha: u.senha, novaSenha: 'nova-senha-99', confirmarSenha: 'nova-senha-99' },
      antigo,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mensagem).toBe('Senha alterada com sucesso');
    // Every change writes an event in the user's name
    // (docs/product/server-contract.md#accounts-and-events).
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'NORMAL', email_responsavel: u.email });
    expect(ev?.descricao).toContain(u.login);
    const depois = await t.call({ method: 'GET', url: '/api/eventos', as: antigo });
    expect(depois.statusCode).toBe(401);
    const novo = await t.call({ method: 'GET', url: '/api/eventos', as: res.json().data.token });
    expect(novo.statusCode).toBe(200);
    expect((await login(u.login, u.senha)).statusCode).toBe(401);
    expect((await login(u.login, 'nova-senha-99')).statusCode).toBe(200);
  });

  it('recusa senha atual errada, confirmação diferente e nova igual à atual', async () => {
    const u = await criarUsuario(t);
    const tk = await t.token(u.login, u.senha);
    const errada = await avatar(
      u.login,
      { senha: 'outra', novaSenha: 'nova-senha-99', confirmarSenha: 'nova-senha-99' },
      tk,
    );
    expect(errada.statusCode).toBe(400);
    expect(errada.json().errors).toEqual({ senha: ['Senha atual incorreta.'] });
    const diferente = await avatar(
      u.login,
      { senha: u.senha, novaSenha: 'nova-senha-99', confirmarSenha: 'nova-senha-98' },
      tk,
    );
    expect(diferente.json().errors).toEqual({ confirmarSenha: ['As senhas não conferem'] });
    const igual = await avatar(
      u.login,
      { senha: u.senha, novaSenha: u.senha, confirmarSenha: u.senha },
      tk,
    );
    expect(igual.json().errors).toEqual({
      novaSenha: ['A nova senha não pode ser igual a senha atual'],
    });
    expect((await login(u.login, u.senha)).statusCode).toBe(200);
  });

  it('Avatar de outro login responde 403 e não muda nada', async () => {
    const a = await criarUsuario(t);
    const b = await criarUsuario(t);
    const res = await avatar(
      b.login,
      { senha: a.senha, novaSenha: 'nova-senha-99', confirmarSenha: 'nova-senha-99' },
      await t.token(a.login, a.senha),
    );
    expect(res.statusCode).toBe(403);
    expect((await login(b.login, b.senha)).statusCode).toBe(200);
    expect((await login(a.login, a.senha)).statusCode).toBe(200);
  });

  it('esqueci a senha: email real com link de uso único que troca a senha', async () => {
    const u = await criarUsuario(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/enviarLink',
      payload: { email: u.email },
      as: null,
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.next(u.email);
    expect(mail.texto).toContain('http://patio.test/redefinir-senha?token=');
    expect(mail.texto).toContain('válido por 1 hora');
    const token = tokenDoEmail(mail);
    const redefinir = (senha: string) =>
      t.call({
        method: 'PUT',
        url: '/api/Usuarios/redefinir-senha',
        payload: { token, senha, confirmarSenha: senha },
        as: null,
      });
    expect((await redefinir('senha-pelo-link')).statusCode).toBe(200);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'NORMAL', email_responsavel: u.email });
    expect((await login(u.login, 'senha-pelo-link')).statusCode).toBe(200);
    expect((await login(u.login, u.senha)).statusCode).toBe(401);
    const denovo = await redefinir('outra-senha-123');
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json().Messagens).toEqual(['Link inválido ou expirado. Peça um novo link.']);
  });

  it('enviarLink responde igual para email desconhecido e não envia nada', async () => {
    const antes = smtp.mails.length;
    const res = await t.call({
      method: 'POST',
      url: '/api/enviarLink',
      payload: { email: 'ninguem@nada.local' },
      as: null,
    });
    expect(res.statusCode).toBe(200);
    const u = await criarUsuario(t);
    const known = await t.call({
      method: 'POST',
      url: '/api/enviarLink',
      payload: { email: u.email },
      as: null,
    });
    expect(known.body).toBe(res.body);
    await smtp.next(u.email);
    expect(smtp.mails.slice(antes).map((m) => m.to)).toEqual([u.email]);
  });

  it('link expirado é recusado', async () => {
    const u = await criarUsuario(t);
    await t.call({ method: 'POST', url: '/api/enviarLink', payload: { email: u.email }, as: null });
    const token = tokenDoEmail(await smtp.next(u.email));
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update redefinicoes_senha set expires_at = now() - interval '1 minute'`,
    );
    const res = await t.call({
      method: 'PUT',
      url: '/api/Usuarios/redefinir-senha',
      payload: { token, senha: 'senha-nova-1', confirmarSenha: 'senha-nova-1' },
      as: null,
    });
    expect(res.statusCode).toBe(400);
    expect((await login(u.login, u.senha)).statusCode).toBe(200);
  });
});
