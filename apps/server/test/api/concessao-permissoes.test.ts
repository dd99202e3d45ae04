import { MSG_CONCEDER } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

/*
 * Nobody grants a right they do not hold (docs/decisions.md): creating or editing a user with
 * profiles, and editing a profile's permissions, are refused (403, nothing changes) when they
 * would leave any user with a permission the acting user lacks; taking rights away and saves
 * that grant nothing new go through. Actors: each of the two administration permissions alone,
 * and both.
 */

const GU = 'GESTAO_DE_USUARIOS';
const GPA = 'GESTAO_DE_PERFIS_DE_ACESSO';
const SEM_ROTA = 'Você não tem permissão para esta operação.';
type Papel = { id: number; nome: string; permissoes: { id: number; nome: string }[] };

let seq = 0;
const unico = (p: string) => `${p}${++seq}_${Date.now().toString(36)}`;

describe.each(BACKENDS)('ninguém concede o que não tem (%s)', (backend) => {
  let t: TestApp;
  let papeis: Papel[];
  let admin: number;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    papeis = (await t.call({ method: 'GET', url: '/api/papeis?take=0' })).json().data;
    const r = await t.database.db.execute<{ id: number }>(
      sql`select id from perfis where nome = 'Administrador'`,
    );
    admin = (r as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
  });
  afterAll(() => t.close());

  const q = async <T>(query: ReturnType<typeof sql>) =>
    (await t.database.db.execute(query)) as unknown as { rows: T[] };
  /** A profile with exactly these permissions, straight in the database. */
  const perfilCom = async (permissoes: string[]) => {
    const [p] = (
      await q<{ id: number }>(sql`insert into perfis (nome) values (${unico('P ')}) returning id`)
    ).rows;
    for (const nome of permissoes) {
      await t.database.db.execute(sql`
        insert into perfil_permissoes (perfil_id, permissao_id)
        select ${p?.id}, id from permissoes where nome = ${nome}`);
    }
    return p?.id as number;
  };
  const darPerfil = (usuarioId: number, perfilId: number) =>
    t.database.db.execute(
      sql`insert into usuario_perfis (usuario_id, perfil_id) values (${usuarioId}, ${perfilId})`,
    );
  const permissoesDe = async (usuarioId: number) =>
    (
      await q<{ nome: string }>(sql`
        select distinct p.nome from usuario_perfis up
        join perfil_permissoes pp on pp.perfil_id = up.perfil_id
        join permissoes p on p.id = pp.permissao_id
        where up.usuario_id = ${usuarioId} order by 1`)
    ).rows.map((r) => r.nome);
  const permissoesDoPerfil = async (perfilId: number) =>
    (
      await q<{ nome: string }>(sql`
        select p.nome from perfil_permissoes pp join permissoes p on p.id = pp.permissao_id
        where pp.perfil_id = ${perfilId} order by 1`)
    ).rows.map((r) => r.nome);
  const perfisDe = async (usuarioId: number) =>
    (
      await q<{ perfil_id: number }>(
        sql`select perfil_id from usuario_perfis where usuario_id = ${usuarioId} order by 1`,
      )
    ).rows.map((r) => r.perfil_id);
  const dadosDe = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/usuarios/${id}` })).json().data as {
      nome: string;
      login: string;
      email: string;
    };
  /** The profile form's body: every permission, ticked when listed. */
  const arvore = (marcadas: string[]) =>
    papeis.map((p) => ({
      ...p,
      permissoes: p.permissoes.map((x) => ({ ...x, marcado: marcadas.includes(x.nome) })),
    }));

  /** One actor holding `permissoes` and a token for them. */
  const ator = async (permissoes: string[]) => {
    const u = await criarUsuario(t, { permissoes });
    const [perfil] = await perfisDe(u.id);
    return { ...u, perfil: perfil as number, as: await t.token(u.login, u.senha) };
  };

  const ATORES = [[GU], [GPA], [GU, GPA]].map((p) => [p.join(' + '), p] as const);
  /** Every escalation the server accepted, across the matrix: must stay 0. */
  let aceitas = 0;
  const recusa = (
    res: { statusCode: number; json(): { Messagens: string[] } },
    permitidaARota: boolean,
  ) => {
    if (res.statusCode < 300) aceitas += 1;
    expect(res.statusCode).toBe(403);
    expect(res.json().Messagens).toEqual([permitidaARota ? MSG_CONCEDER : SEM_ROTA]);
  };

  it.each(ATORES)(
    'usuários: criar ou editar com perfis que dão o que o ator não tem (%s…)',
    async (_nome, perms) => {
      const a = await ator(perms);
      const podeUsuarios = perms.includes(GU);
      // Create a user with Administrador: every permission, most of which the actor lacks.
      const login = unico('novo');
      const criar = await t.call({
        method: 'POST',
        url: '/api/usuarios',
        as: a.as,
        payload: {
          nome: 'Novo',
          login,
          email: `${login}@teste.local`,
          senha: 'senha-nova-123',
          confirmaSenha: 'senha-nova-123',
          perfis: [admin],
        },
      });
      recusa(criar, podeUsuarios);
      expect((await q(sql`select 1 from usuarios where login = ${login}`)).rows).toHaveLength(0);

      // Give oneself Administrador.
      const proprio = await t.call({
        method: 'PUT',
        url: `/api/usuarios/${a.id}`,
        as: a.as,
        payload: { nome: 'Eu', login: a.login, email: a.email, perfis: [a.perfil, admin] },
      });
      recusa(proprio, podeUsuarios);
      expect(await permissoesDe(a.id)).toEqual([...perms].sort());
      expect((await dadosDe(a.id)).nome).not.toBe('Eu');

      // Give someone else a profile with one permission the actor lacks, beside one it holds.
      const outro = await criarUsuario(t);
      const misto = await perfilCom([GU, 'CADASTRAR_BOBINA']);
      const dar = await t.call({
        method: 'PUT',
        url: `/api/usuarios/${outro.id}`,
        as: a.as,
        payload: { ...(await dadosDe(outro.id)), perfis: [misto] },
      });
      recusa(dar, podeUsuarios);
      expect(await perfisDe(outro.id)).toEqual([]);
    },
  );

  it('usuários: o que o ator tem ele concede; tirar direitos e salvar sem mudar o concedido passam', async () => {
    const a = await ator([GU]);
    // A profile made only of what the actor holds.
    const proprio = await perfilCom([GU]);
    const login = unico('novo');
    const criar = await t.call({
      method: 'POST',
      url: '/api/usuarios',
      as: a.as,
      payload: {
        nome: 'Novo',
        login,
        email: `${login}@teste.local`,
        senha: 'senha-nova-123',
        confirmaSenha: 'senha-nova-123',
        perfis: [proprio],
      },
    });
    expect(criar.statusCode, criar.body).toBe(201);
    // A user holding Administrador: renamed with the same profiles (nothing granted), then
    // Administrador taken away (rights removed) — both by an actor far short of it.
    const chefe = await criarUsuario(t);
    await darPerfil(chefe.id, admin);
    const dados = await dadosDe(chefe.id);
    const renomear = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${chefe.id}`,
      as: a.as,
      payload: { ...dados, nome: 'Chefe renomeado', perfis: [admin] },
    });
    expect(renomear.statusCode, renomear.body).toBe(200);
    const tirar = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${chefe.id}`,
      as: a.as,
      payload: { ...dados, perfis: [] },
    });
    expect(tirar.statusCode, tirar.body).toBe(200);
    expect(await perfisDe(chefe.id)).toEqual([]);
  });

  it.each(ATORES)(
    'perfis: acrescentar ao perfil de alguém uma permissão que o ator não tem (%s…)',
    async (_nome, perms) => {
      const a = await ator(perms);
      const podePerfis = perms.includes(GPA);
      // Onto one's own profile.
      const proprio = await t.call({
        method: 'PUT',
        url: `/api/perfis/${a.perfil}`,
        as: a.as,
        payload: { nome: unico('Meu '), papeis: arvore([...perms, 'EXECUTAR_INSTRUCAO']) },
      });
      recusa(proprio, podePerfis);
      expect(await permissoesDoPerfil(a.perfil)).toEqual([...perms].sort());
      // Onto a profile someone else holds.
      const outro = await criarUsuario(t, { permissoes: ['CADASTRAR_BOBINA'] });
      const [dele] = await perfisDe(outro.id);
      const alheio = await t.call({
        method: 'PUT',
        url: `/api/perfis/${dele}`,
        as: a.as,
        payload: {
          nome: unico('Dele '),
          papeis: arvore(['CADASTRAR_BOBINA', GU, GPA, 'EXCLUIR_BOBINA']),
        },
      });
      recusa(alheio, podePerfis);
      expect(await permissoesDoPerfil(dele as number)).toEqual(['CADASTRAR_BOBINA']);
    },
  );

  it('perfis: tirar permissões, salvar sem mudar o concedido e dar o que o ator tem passam', async () => {
    const a = await ator([GPA]);
    const outro = await criarUsuario(t, { permissoes: ['CADASTRAR_BOBINA', 'EXCLUIR_BOBINA'] });
    const [dele] = await perfisDe(outro.id);
    const salvar = (marcadas: string[]) =>
      t.call({
        method: 'PUT',
        url: `/api/perfis/${dele}`,
        as: a.as,
        payload: { nome: unico('Dele '), papeis: arvore(marcadas) },
      });
    // Renamed, same permissions (two the actor lacks).
    expect((await salvar(['CADASTRAR_BOBINA', 'EXCLUIR_BOBINA'])).statusCode).toBe(200);
    // One taken away.
    expect((await salvar(['CADASTRAR_BOBINA'])).statusCode).toBe(200);
    // One the actor holds, added.
    const dar = await salvar(['CADASTRAR_BOBINA', GPA]);
    expect(dar.statusCode, dar.body).toBe(200);
    expect(await permissoesDe(outro.id)).toEqual(['CADASTRAR_BOBINA', GPA].sort());
  });

  it('a lista de perfis do formulário diz quais o ator pode conceder', async () => {
    const a = await ator([GU]);
    const soGu = await perfilCom([GU]);
    const res = await t.call({ method: 'GET', url: '/api/usuarios/perfis', as: a.as });
    expect(res.statusCode).toBe(200);
    const lista = res.json().data as { id: number; concedivel: boolean }[];
    expect(lista.find((p) => p.id === soGu)?.concedivel).toBe(true);
    expect(lista.find((p) => p.id === admin)?.concedivel).toBe(false);
    console.log(`[concessão ${backend}] escaladas aceitas na matriz: ${aceitas}`);
    expect(aceitas).toBe(0);
  });
});
