import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { JWT_SECRET } from '../constants.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

/*
 * The guard keeps each process's session lookups (docs/sessions.md): a token already seen is
 * answered without the database, and what ends a session or changes permissions still acts on
 * the next call — at once on the process that made the change, within a second on another.
 */

type Papel = { id: number; nome: string; permissoes: { id: number; nome: string }[] };

describe.each(BACKENDS)('sessões guardadas por processo (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const entrar = async (login: string, senha: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/Usuarios/Login',
      payload: { login, senha },
      as: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.token as string;
  };
  const eventos = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/eventos?page=1&pageSize=1', as: token })).statusCode;

  it('um token já visto é respondido sem o banco; Sair o recusa na chamada seguinte', async () => {
    const u = await criarUsuario(t, { permissoes: ['CONSULTAR_EVENTOS'] });
    const token = await entrar(u.login, u.senha);
    expect(await eventos(token)).toBe(200);
    const guardadas = t.app.sessoesGuardadas.tamanho;
    expect(guardadas).toBeGreaterThan(0);
    expect(await eventos(token)).toBe(200);
    expect(t.app.sessoesGuardadas.tamanho).toBe(guardadas);
    expect(
      (await t.call({ method: 'POST', url: '/api/Usuarios/Logout', as: token })).statusCode,
    ).toBe(200);
    expect(await eventos(token)).toBe(401);
  });

  it('uma permissão tirada do perfil vale na chamada seguinte do portador', async () => {
    const u = await criarUsuario(t, { permissoes: ['GESTAO_DE_USUARIOS'] });
    const token = await entrar(u.login, u.senha);
    const perfisDeUsuario = async () =>
      (await t.call({ method: 'GET', url: '/api/usuarios/perfis', as: token })).statusCode;
    expect(await perfisDeUsuario()).toBe(200);
    const perfis = await t.call({
      method: 'GET',
      url: '/api/perfis',
      query: { filter: `nome=Perfil ${u.login}` },
    });
    const id = perfis.json().perfis[0].id as number;
    const papeis = await t.call({ method: 'GET', url: '/api/papeis?take=0&skip=1000' });
    const outra = (papeis.json().data as Papel[]).map((p) => ({
      ...p,
      permissoes: p.permissoes.map((x) => ({ ...x, marcado: x.nome === 'CADASTRAR_BOBINA' })),
    }));
    const res = await t.call({
      method: 'PUT',
      url: `/api/perfis/${id}`,
      payload: { nome: `Perfil ${u.login}`, papeis: outra },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await perfisDeUsuario()).toBe(403);
  });

  it.runIf(backend === 'postgres')(
    'encerrada num processo, a sessão é recusada em outro processo do mesmo banco em até 1 s',
    async () => {
      const database = openPostgres(t.databaseUrl as string);
      const outro = await buildApp({
        config: t.app.config,
        database,
        jwtSecret: JWT_SECRET,
        logger: false,
      });
      await outro.ready();
      try {
        const u = await criarUsuario(t, { permissoes: ['CONSULTAR_EVENTOS'] });
        const token = await entrar(u.login, u.senha);
        const noOutro = async () =>
          (
            await outro.inject({
              method: 'GET',
              url: '/api/eventos?page=1&pageSize=1',
              headers: { authorization: `Bearer ${token}` },
            })
          ).statusCode;
        // Both processes keep the session now.
        expect([await eventos(token), await noOutro()]).toEqual([200, 200]);
        expect(outro.sessoesGuardadas.tamanho).toBeGreaterThan(0);
        const sair = await t.call({ method: 'POST', url: '/api/Usuarios/Logout', as: token });
        expect(sair.statusCode).toBe(200);
        expect(await eventos(token)).toBe(401);
        await expect.poll(noOutro, { timeout: 1000, interval: 20 }).toBe(401);
      } finally {
        await outro.close();
        await database.close();
      }
    },
  );
});
