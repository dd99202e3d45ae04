import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET } from '../constants.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { startSmtp, tokenDoEmail } from '../smtp.ts';

/*
 * What sessao.test.ts and conta.test.ts leave out: tokens that outlive a password set by an
 * administrator or by the mailed link, deactivated and deleted users, algorithms beside HS256,
 * tampered claims, the per-IP ceiling, reset tokens out of place, and account enumeration by
 * timing (login and enviarLink).
 */

const SESSAO = ['Sessão inválida ou expirada. Faça login novamente.'];
const key = new TextEncoder().encode(JWT_SECRET);

const mediana = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** Wall time of one call, in milliseconds. */
async function cronometrar(f: () => Promise<unknown>): Promise<number> {
  const t0 = process.hrtime.bigint();
  await f();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

describe.each(BACKENDS)('autenticação (%s)', (backend) => {
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

  const login = (l: string, senha: string, remoteAddress?: string) =>
    t.call({
      method: 'POST',
      url: '/api/Usuarios/Login',
      payload: { login: l, senha },
      as: null,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  /** Waits until `n` mails to `to` arrived (the reply does not wait for the mail). */
  const emailsPara = async (to: string, n: number) => {
    const limite = Date.now() + 5000;
    while (smtp.mails.filter((m) => m.to === to).length < n) {
      if (Date.now() > limite) throw new Error(`esperava ${n} emails para ${to}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const eventos = (token: string) => t.call({ method: 'GET', url: '/api/eventos', as: token });
  const recusado = async (token: string, onde: string) => {
    const res = await eventos(token);
    expect(res.statusCode, onde).toBe(401);
    expect(res.json().Messagens, onde).toEqual(SESSAO);
  };

  describe('tokens', () => {
    const claims = (sub: number, ver = 0) => ({ login: 'admin', ver, sub: String(sub) });

    it('alg none, HS512/HS384 com a chave certa, chave errada, expirado: 401', async () => {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const casos: Record<string, string> = {
        algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(1), exp })}.`,
        algNoneMaiusculo: `${b64({ alg: 'NONE' })}.${b64({ ...claims(1), exp })}.`,
        hs512: await new SignJWT(claims(1))
          .setProtectedHeader({ alg: 'HS512' })
          .setExpirationTime('1h')
          .sign(key),
        hs384: await new SignJWT(claims(1))
          .setProtectedHeader({ alg: 'HS384' })
          .setExpirationTime('1h')
          .sign(key),
        chaveErrada: await new SignJWT(claims(1))
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('y'.repeat(48))),
        expirado: await new SignJWT(claims(1))
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(Math.floor(Date.now() / 1000) - 9 * 3600)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
          .sign(key),
      };
      for (const [nome, token] of Object.entries(casos)) await recusado(token, nome);
    });

    it('payload adulterado (outro sub com a assinatura de um token válido): 401', async () => {
      const u = await criarUsuario(t);
      const token = await t.token(u.login, u.senha);
      const [h, p, s] = token.split('.') as [string, string, string];
      const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
      const outro = Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url');
      await recusado(`${h}.${outro}.${s}`, 'sub trocado');
      expect((await eventos(token)).statusCode).toBe(200);
    });

    it('emitido antes de o administrador recriar a senha: 401; o novo login vale', async () => {
      const u = await criarUsuario(t);
      const antigo = await t.token(u.login, u.senha);
      expect((await eventos(antigo)).statusCode).toBe(200);
      const res = await t.call({
        method: 'PUT',
        url: `/api/usuarios/${u.id}/senha`,
        payload: { senha: 'recriada-pelo-adm', confirmaSenha: 'recriada-pelo-adm' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await recusado(antigo, 'senha recriada');
      const novo = await login(u.login, 'recriada-pelo-adm');
      expect((await eventos(novo.json().data.token)).statusCode).toBe(200);
    });

    it('emitido antes de a senha ser redefinida pelo link: 401', async () => {
      const u = await criarUsuario(t);
      const antigo = await t.token(u.login, u.senha);
      await t.call({
        method: 'POST',
        url: '/api/enviarLink',
        payload: { email: u.email },
        as: null,
      });
      const token = tokenDoEmail(await smtp.next(u.email));
      const res = await t.call({
        method: 'PUT',
        url: '/api/Usuarios/redefinir-senha',
        payload: { token, senha: 'redefinida-link-1', confirmarSenha: 'redefinida-link-1' },
        as: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      await recusado(antigo, 'senha redefinida pelo link');
    });

    it('usuário desativado ou excluído: o token dele morre na próxima chamada', async () => {
      const a = await criarUsuario(t);
      const tokenA = await t.token(a.login, a.senha);
      const desativar = await t.call({
        method: 'PUT',
        url: `/api/usuarios/${a.id}`,
        payload: { nome: 'Desativado', login: a.login, email: a.email, isActivated: false },
      });
      expect(desativar.statusCode, desativar.body).toBe(200);
      await recusado(tokenA, 'desativado');

      const b = await criarUsuario(t);
      const tokenB = await t.token(b.login, b.senha);
      const excluir = await t.call({ method: 'DELETE', url: `/api/usuarios/${b.id}` });
      expect(excluir.statusCode, excluir.body).toBeLessThan(300);
      await recusado(tokenB, 'excluído');
    });

    it('o token de redefinição não serve de sessão, nem a sessão de redefinição', async () => {
      const u = await criarUsuario(t);
      await t.call({
        method: 'POST',
        url: '/api/enviarLink',
        payload: { email: u.email },
        as: null,
      });
      const reset = tokenDoEmail(await smtp.next(u.email));
      await recusado(reset, 'token de redefinição como Bearer');
      const sessao = await t.token(u.login, u.senha);
      const res = await t.call({
        method: 'PUT',
        url: '/api/Usuarios/redefinir-senha',
        payload: { token: sessao, senha: 'outra-senha-12', confirmarSenha: 'outra-senha-12' },
        as: null,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Messagens).toEqual(['Link inválido ou expirado. Peça um novo link.']);
    });

    it('link de um usuário desativado depois do envio não redefine nada', async () => {
      const u = await criarUsuario(t);
      await t.call({
        method: 'POST',
        url: '/api/enviarLink',
        payload: { email: u.email },
        as: null,
      });
      const token = tokenDoEmail(await smtp.next(u.email));
      await t.database.db.execute(sql`update usuarios set is_activated = false where id = ${u.id}`);
      const res = await t.call({
        method: 'PUT',
        url: '/api/Usuarios/redefinir-senha',
        payload: { token, senha: 'senha-nova-77', confirmarSenha: 'senha-nova-77' },
        as: null,
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('força bruta', () => {
    it('o bloqueio é do login atacado: outro login entra normalmente; o ALERTA nomeia o atacado', async () => {
      const alvo = await criarUsuario(t);
      const vizinho = await criarUsuario(t);
      const codigos: number[] = [];
      for (let i = 0; i < 7; i++) codigos.push((await login(alvo.login, `chute-${i}`)).statusCode);
      expect(codigos.slice(0, 4)).toEqual([401, 401, 401, 401]);
      expect(codigos.slice(4)).toEqual([429, 429, 429]);
      const alertas = (await ultimosEventos(t, 10)).filter(
        (e) => e.tipo === 'ALERTA' && e.descricao.includes(alvo.login),
      );
      expect(alertas.length).toBeGreaterThan(0);
      // upper case and spaces do not open a second counter
      expect((await login(`  ${alvo.login.toUpperCase()} `, alvo.senha)).statusCode).toBe(429);
      expect((await login(vizinho.login, vizinho.senha)).statusCode).toBe(200);
    });

    // A second app, on PostgreSQL a new migrated database: sized for a busy machine.
    it('teto por IP: acima de LOGIN_RATE_LIMIT chamadas por minuto, 429 no envelope', {
      timeout: 120_000,
    }, async () => {
      const t2 = await buildTestApp(backend, { loginRateLimit: 3 });
      try {
        const chamar = () =>
          t2.call({
            method: 'POST',
            url: '/api/Usuarios/Login',
            payload: { login: 'ninguem', senha: 'x' },
            as: null,
            remoteAddress: '10.9.8.7',
          });
        const codigos: number[] = [];
        for (let i = 0; i < 4; i++) codigos.push((await chamar()).statusCode);
        expect(codigos).toEqual([401, 401, 401, 429]);
        const ultimo = await chamar();
        expect(ultimo.json().Messagens[0]).toMatch(
          /^Muitas requisições\. Tente novamente em \d+ segundos\.$/,
        );
      } finally {
        await t2.close();
      }
    });
  });

  describe('sem enumeração de contas', () => {
    const TENTATIVAS = 15;

    // 48 scrypt logins: sized for a busy machine (docs/testing.md), not for a quiet one.
    it('login: desconhecido, senha errada e inativo dão a mesma resposta no mesmo tempo', {
      timeout: 120_000,
    }, async () => {
      const ativo = await criarUsuario(t);
      const inativo = await criarUsuario(t, { ativo: false });
      const tempos: Record<string, number[]> = { desconhecido: [], senhaErrada: [], inativo: [] };
      const corpos = new Set<string>();
      const status = new Set<number>();
      const limpar = () => t.database.db.execute(sql`delete from tentativas_login`);
      // interleaved, so machine load drifts over all three alike
      for (let i = 0; i < TENTATIVAS + 1; i++) {
        const casos: [string, string, string][] = [
          ['desconhecido', `ninguem${i}_${Date.now().toString(36)}`, 'qualquer-senha-1'],
          ['senhaErrada', ativo.login, 'qualquer-senha-1'],
          ['inativo', inativo.login, inativo.senha],
        ];
        for (const [nome, l, s] of casos) {
          await limpar();
          let res: Awaited<ReturnType<typeof login>> | undefined;
          const ms = await cronometrar(async () => {
            res = await login(l, s);
          });
          // the first round warms up code paths and is not timed
          if (i > 0) tempos[nome]?.push(ms);
          status.add(res?.statusCode ?? 0);
          corpos.add(res?.body ?? '');
        }
      }
      await limpar();
      expect([...status]).toEqual([401]);
      expect([...corpos]).toEqual([
        JSON.stringify({
          errors: { geral: ['Usuário ou senha incorretos.'] },
          Messagens: ['Usuário ou senha incorretos.'],
          codigos: ['SESSAO'],
        }),
      ]);
      const m = Object.fromEntries(Object.entries(tempos).map(([k, v]) => [k, mediana(v)]));
      console.log(
        `[enumeração login ${backend}] medianas de ${TENTATIVAS}: desconhecido ${m.desconhecido?.toFixed(1)} ms, senha errada ${m.senhaErrada?.toFixed(1)} ms, inativo ${m.inativo?.toFixed(1)} ms`,
      );
      const base = m.senhaErrada as number;
      for (const nome of ['desconhecido', 'inativo']) {
        const razao = (m[nome] as number) / base;
        expect(razao, `${nome}/senhaErrada = ${razao.toFixed(2)}`).toBeGreaterThanOrEqual(0.5);
        expect(razao, `${nome}/senhaErrada = ${razao.toFixed(2)}`).toBeLessThanOrEqual(2);
      }
    });

    it('enviarLink: email conhecido e desconhecido dão a mesma resposta no mesmo tempo', async () => {
      const u = await criarUsuario(t);
      const tempos: Record<string, number[]> = { conhecido: [], desconhecido: [] };
      const corpos = new Set<string>();
      const antes = smtp.mails.length;
      for (let i = 0; i < TENTATIVAS + 1; i++) {
        for (const [nome, email] of [
          ['conhecido', u.email],
          ['desconhecido', `ninguem${i}@nada.local`],
        ] as const) {
          let res: Awaited<ReturnType<TestApp['call']>> | undefined;
          const ms = await cronometrar(async () => {
            res = await t.call({
              method: 'POST',
              url: '/api/enviarLink',
              payload: { email },
              as: null,
              // a new address per call: the per-IP ceiling (10/min) is not what is measured here
              remoteAddress: `10.1.${i}.${nome === 'conhecido' ? 1 : 2}`,
            });
          });
          if (i > 0) tempos[nome]?.push(ms);
          corpos.add(`${res?.statusCode} ${res?.body}`);
          // let the known address's mail go out, then let both kinds settle alike, so no
          // timing carries the tail of the previous call (SMTP QUIT, socket close)
          if (nome === 'conhecido') await emailsPara(u.email, i + 1);
          await new Promise((r) => setTimeout(r, 25));
        }
      }
      expect(corpos.size).toBe(1);
      expect([...corpos][0]).toMatch(/^200 /);
      expect(smtp.mails.length - antes).toBe(TENTATIVAS + 1);
      const conhecido = mediana(tempos.conhecido as number[]);
      const desconhecido = mediana(tempos.desconhecido as number[]);
      console.log(
        `[enumeração enviarLink ${backend}] medianas de ${TENTATIVAS}: conhecido ${conhecido.toFixed(2)} ms, desconhecido ${desconhecido.toFixed(2)} ms`,
      );
      const razao = conhecido / desconhecido;
      expect(razao, `conhecido/desconhecido = ${razao.toFixed(2)}`).toBeGreaterThanOrEqual(0.5);
      expect(razao, `conhecido/desconhecido = ${razao.toFixed(2)}`).toBeLessThanOrEqual(2);
    });
  });
});
