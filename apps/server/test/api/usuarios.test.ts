import { PERMISSOES, ZUsuarioAtualizar } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atualizarUsuario } from '../../src/modules/usuarios/atualizar-usuario.ts';
import { excluirUsuario } from '../../src/modules/usuarios/excluir-usuario.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';

const ULTIMO = 'Não é possível remover a última pessoa com GESTAO_DE_USUARIOS.';
const PROPRIO = 'Você não pode excluir ou desativar o seu próprio usuário.';
const DUPLICADO = 'Login ou email ja cadastrado.';
let seq = 0;

/** A create payload as the form sends it, with a fresh login and e-mail. */
function novo(extra: object = {}) {
  seq += 1;
  const login = `pessoa${seq}_${Date.now().toString(36)}`;
  return {
    id: 0,
    nome: `Pessoa ${seq}`,
    login,
    email: `${login}@patio.test`,
    senha: 'senha-forte-1',
    confirmaSenha: 'senha-forte-1',
    datacadastro: new Date().toISOString(),
    perfis: [],
    ...extra,
  };
}

/** Active users holding GESTAO_DE_USUARIOS, straight from the database. */
async function gestores(t: TestApp): Promise<number> {
  const r = await t.database.db.execute(sql`
    select count(distinct u.id)::int as n from usuarios u
    join usuario_perfis up on up.usuario_id = u.id
    join perfil_permissoes pp on pp.perfil_id = up.perfil_id
    join permissoes p on p.id = pp.permissao_id
    where u.is_activated and p.nome = 'GESTAO_DE_USUARIOS'`);
  return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe.each(BACKENDS)('usuários (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, ...(payload ? { payload } : {}) });
  const entrar = (login: string, senha: string) =>
    t.call({ method: 'POST', url: '/api/usuarios/login', payload: { login, senha }, as: null });
  const adminId = async () =>
    (await api('GET', '/api/usuarios?filter=login=admin')).json().usuarios[0].id as number;
  const perfisDe = async (id = 0) =>
    (await api('GET', `/api/Usuarios/perfis?id=${id}`)).json().data as {
      id: number;
      nome: string;
      marcado: boolean;
    }[];

  it('cria com os perfis marcados do formulário e registra evento', async () => {
    const dono = await criarUsuario(t, { permissoes: ['CADASTRAR_ITEM'] });
    const todos = await perfisDe();
    expect(todos.every((p) => !p.marcado)).toBe(true);
    const escolhido = todos.find((p) => p.nome === `Perfil ${dono.login}`);
    const perfis = todos.map((p) => ({ ...p, marcado: p.id === escolhido?.id }));
    const body = novo({ perfis });
    const res = await api('POST', '/api/Usuarios', body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ nome: body.nome, login: body.login, isActivated: true });
    expect(data.perfis.filter((p: { marcado: boolean }) => p.marcado)).toEqual([
      { id: escolhido?.id, nome: escolhido?.nome, marcado: true },
    ]);
    expect(Number.isNaN(Date.parse(data.createdAt))).toBe(false);
    expect((await entrar(body.login, body.senha)).json().data.permissoes).toEqual([
      'CADASTRAR_ITEM',
    ]);
    expect((await perfisDe(data.id)).find((p) => p.marcado)?.id).toBe(escolhido?.id);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'NORMAL', email_responsavel: 'admin@patio.local' });
    expect(ev?.descricao).toContain(body.login);
  });

  it('recusa login e email repetidos, também com outras maiúsculas', async () => {
    const base = novo();
    expect((await api('POST', '/api/usuarios', base)).statusCode).toBe(201);
    const outro = novo();
    for (const [campo, repetido] of [
      ['login', { ...outro, login: ` ${base.login.toUpperCase()} ` }],
      ['email', { ...outro, email: base.email.toUpperCase() }],
    ] as const) {
      const res = await api('POST', '/api/usuarios', repetido);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual({ [campo]: [DUPLICADO] });
    }
    const criado = (await api('POST', '/api/usuarios', outro)).json().data;
    const edit = await api('PUT', `/api/usuarios/${criado.id}`, { ...criado, login: base.login });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().Messagens).toEqual([DUPLICADO]);
  });

  it.each<[string, object, Record<string, string[]>]>([
    ['nome vazio', { nome: ' ' }, { nome: ['Campo obrigatório'] }],
    ['email inválido', { email: 'sem-arroba' }, { email: ['Email inválido'] }],
    ['local do email > 64', { email: `${'a'.repeat(65)}@x.com` }, { email: ['Email inválido'] }],
    ['email > 254', { email: `a@${'b'.repeat(249)}.com` }, { email: ['Máximo de 254 caracteres'] }],
    [
      'sem senha',
      { senha: '', confirmaSenha: undefined },
      { senha: ['Senha e confirmacao de senha sao obrigatorias ao criar um novo usuario.'] },
    ],
    [
      'senha curta',
      { senha: '1234567', confirmaSenha: '1234567' },
      { senha: ['Mínimo de 8 caracteres'] },
    ],
    [
      'senhas diferentes',
      { confirmaSenha: 'outra-senha-1' },
      { confirmaSenha: ['As senhas não conferem'] },
    ],
    ['perfil inexistente', { perfis: [999999] }, { perfis: ['Perfil não encontrado: 999999.'] }],
  ])('criação recusa %s com 400', async (_, extra, errors) => {
    const body = novo(extra);
    const res = await api('POST', '/api/usuarios', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    const lista = await api('GET', `/api/usuarios?filter=login=${body.login}`);
    expect(lista.json().totalItems).toBe(0);
  });

  it('lista com paginação, ordenação e o filtro que o cliente envia', async () => {
    const marca = `xq${Date.now().toString(36)}`;
    for (const letra of ['B', 'C', 'A']) {
      await api('POST', '/api/usuarios', novo({ nome: `${marca} ${letra}` }));
    }
    const filter = `name=*${marca.toUpperCase()}/i|login=*${marca}/i|email=*${marca}/i`;
    const pagina = (query: Record<string, string>) =>
      t.call({ method: 'GET', url: '/api/usuarios', query: { filter, pageSize: '2', ...query } });
    const p1 = (await pagina({ page: '1', orderBy: 'name desc' })).json();
    expect(p1).toMatchObject({ totalItems: 3, totalPages: 2 });
    expect(p1.usuarios.map((u: { nome: string }) => u.nome)).toEqual([`${marca} C`, `${marca} B`]);
    expect(Object.keys(p1.usuarios[0]).sort()).toEqual(
      ['createdAt', 'email', 'id', 'isActivated', 'login', 'nome', 'protegido'].sort(),
    );
    const p2 = (await pagina({ page: '2', orderBy: 'nome desc' })).json();
    expect(p2.usuarios.map((u: { nome: string }) => u.nome)).toEqual([`${marca} A`]);
    const porId = (await pagina({ pageSize: '10' }))
      .json()
      .usuarios.map((u: { id: number }) => u.id);
    expect(porId).toEqual([...porId].sort((a, b) => a - b));
    const alem = (await pagina({ page: '9' })).json();
    expect(alem).toEqual({ usuarios: [], totalPages: 2, totalItems: 3 });
    for (const orderBy of ['login', 'email desc', 'createdAt', 'id desc']) {
      expect((await pagina({ orderBy })).statusCode, orderBy).toBe(200);
    }
    const ruim = await t.call({
      method: 'GET',
      url: '/api/usuarios',
      query: { filter: 'senha=x' },
    });
    expect(ruim.json().Messagens).toEqual(['Filtro inválido']);
  });

  it('obtém por id; 404 para id desconhecido; 400 para id não numérico', async () => {
    const criado = (await api('POST', '/api/usuarios', novo())).json().data;
    const res = await api('GET', `/api/usuarios/${criado.id}`);
    expect(res.json().data).toEqual(criado);
    for (const url of ['/api/usuarios/999999', '/api/usuarios/perfis?id=999999']) {
      const r = await api('GET', url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().Messagens).toEqual(['Usuário não encontrado.']);
    }
    const abc = await api('GET', '/api/usuarios/abc');
    expect([abc.statusCode, abc.json().Messagens]).toEqual([400, ['Id inválido']]);
    expect((await api('GET', '/api/usuarios/perfis')).json().data.length).toBeGreaterThan(0);
  });

  it('edição: senha em branco mantém senha e sessão; senha nova derruba o token', async () => {
    const body = novo();
    const { data } = (await api('POST', '/api/usuarios', body)).json();
    const token = await t.token(body.login, body.senha);
    const semSenha = { ...data, nome: 'Nome Novo', senha: '', confirmaSenha: '' };
    const res = await api('PUT', `/api/usuarios/${data.id}`, semSenha);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nome).toBe('Nome Novo');
    expect((await t.call({ method: 'GET', url: '/api/eventos', as: token })).statusCode).toBe(200);
    expect((await entrar(body.login, body.senha)).statusCode).toBe(200);
    const diferentes = { ...data, senha: 'nova-senha-22', confirmaSenha: 'nova-senha-23' };
    const erro = await api('PUT', `/api/usuarios/${data.id}`, diferentes);
    expect(erro.json().errors).toEqual({ confirmaSenha: ['As senhas não conferem'] });
    const troca = { ...data, senha: 'nova-senha-22', confirmaSenha: 'nova-senha-22' };
    expect((await api('PUT', `/api/usuarios/${data.id}`, troca)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/eventos', as: token })).statusCode).toBe(401);
    expect((await entrar(body.login, body.senha)).statusCode).toBe(401);
    expect((await entrar(body.login, 'nova-senha-22')).statusCode).toBe(200);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.descricao).toContain('senha alterada');
    expect((await api('PUT', '/api/usuarios/999999', semSenha)).statusCode).toBe(404);
  });

  it('desativar e tirar perfis valem na próxima requisição do usuário', async () => {
    const u = await criarUsuario(t, { permissoes: ['GESTAO_DE_USUARIOS'] });
    const token = await t.token(u.login, u.senha);
    const listar = (como = token) => t.call({ method: 'GET', url: '/api/usuarios', as: como });
    // A fresh session each time (t.token keeps the first one).
    const entrar = async () =>
      (
        await t.call({
          method: 'POST',
          url: '/api/Usuarios/Login',
          payload: { login: u.login, senha: u.senha },
          as: null,
        })
      ).json().data.token as string;
    expect((await listar()).statusCode).toBe(200);
    const { data } = (await api('GET', `/api/usuarios/${u.id}`)).json();
    await api('PUT', `/api/usuarios/${u.id}`, { ...data, isActivated: false });
    expect((await listar()).statusCode).toBe(401);
    await api('PUT', `/api/usuarios/${u.id}`, { ...data, isActivated: true });
    // Deactivation ended the session for good (docs/sessions.md); a new login works.
    expect((await listar()).statusCode).toBe(401);
    const outra = await entrar();
    expect((await listar(outra)).statusCode).toBe(200);
    await api('PUT', `/api/usuarios/${u.id}`, { ...data, isActivated: true, perfis: [] });
    // Taking a profile away ends the sessions too; signed in again, the permission is gone.
    expect((await listar(outra)).statusCode).toBe(401);
    expect((await listar(await entrar())).statusCode).toBe(403);
  });

  it('recriar senha: confere as senhas, derruba o token antigo, a nova entra', async () => {
    const u = await criarUsuario(t);
    const token = await t.token(u.login, u.senha);
    const url = `/api/usuarios/${u.id}/senha`;
    const extra = { id: u.id, nome: 'x', login: u.login, email: u.email };
    const erro = await api('PUT', url, { ...extra, senha: 'recriada-123', confirmaSenha: 'x' });
    expect(erro.statusCode).toBe(400);
    expect(erro.json().Messagens).toEqual(['As senhas não conferem']);
    const ok = await api('PUT', url, {
      ...extra,
      senha: 'recriada-123',
      confirmaSenha: 'recriada-123',
    });
    expect(ok.json()).toEqual({ data: { mensagem: 'Senha recriada com sucesso' } });
    expect((await t.call({ method: 'GET', url: '/api/eventos', as: token })).statusCode).toBe(401);
    const novoToken = await t.token(u.login, 'recriada-123');
    expect((await t.call({ method: 'GET', url: '/api/eventos', as: novoToken })).statusCode).toBe(
      200,
    );
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'NORMAL', email_responsavel: 'admin@patio.local' });
    const body = { senha: 'recriada-123', confirmaSenha: 'recriada-123' };
    expect((await api('PUT', '/api/usuarios/999999/senha', body)).statusCode).toBe(404);
  });

  it('exclui; ninguém exclui nem desativa a si mesmo', async () => {
    const u = await criarUsuario(t);
    const res = await api('DELETE', `/api/usuarios/${u.id}`);
    expect(res.json()).toEqual({ data: { mensagem: 'Usuário excluído com sucesso' } });
    expect((await ultimosEventos(t, 1))[0]?.descricao).toContain(u.login);
    expect((await api('GET', `/api/usuarios/${u.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/usuarios/${u.id}`)).statusCode).toBe(404);
    const id = await adminId();
    const admin = (await api('GET', `/api/usuarios/${id}`)).json().data;
    for (const r of [
      await api('DELETE', `/api/usuarios/${id}`),
      await api('PUT', `/api/usuarios/${id}`, { ...admin, isActivated: false }),
    ]) {
      expect(r.statusCode).toBe(409);
      expect(r.json().Messagens).toEqual([PROPRIO]);
    }
  });

  describe('rotas exigem login (401) e GESTAO_DE_USUARIOS (403)', () => {
    it.each<[string, string]>([
      ['GET', '/api/usuarios?page=1&pageSize=7'],
      ['POST', '/api/usuarios'],
      ['GET', '/api/usuarios/1'],
      ['PUT', '/api/usuarios/1'],
      ['DELETE', '/api/usuarios/1'],
      ['PUT', '/api/usuarios/1/senha'],
      ['GET', '/api/usuarios/perfis?id=1'],
    ])('%s %s', async (method, url) => {
      const outro = await criarUsuario(t, { permissoes: ['GESTAO_DE_PERFIS_DE_ACESSO'] });
      const as = await t.token(outro.login, outro.senha);
      const m = method as 'GET';
      expect((await t.call({ method: m, url, payload: {}, as: null })).statusCode).toBe(401);
      expect((await t.call({ method: m, url, payload: {}, as })).statusCode).toBe(403);
    });
  });
});

describe.each(BACKENDS)('última pessoa com GESTAO_DE_USUARIOS (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('o único gestor não tira de si o perfil que dá a permissão', async () => {
    expect(await gestores(t)).toBe(1);
    const lista = await t.call({ method: 'GET', url: '/api/usuarios?filter=login=admin' });
    const id = lista.json().usuarios[0].id;
    const admin = (await t.call({ method: 'GET', url: `/api/usuarios/${id}` })).json().data;
    const res = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${id}`,
      payload: { ...admin, perfis: [] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().Messagens).toEqual([ULTIMO]);
    expect(await gestores(t)).toBe(1);
  });

  it('exclusão ou desativação do último gestor desfaz a transação', async () => {
    // An actor who lost the permission between the guard and the service: only the check stops
    // it. It is said to hold everything, so that the account of the administrator is within its
    // reach (docs/sessions.md) and the last holder's check is what refuses.
    const u = await criarUsuario(t);
    const ator = {
      ...u,
      nome: u.login,
      isActivated: true,
      tokenVersion: 0,
      permissoes: new Set<string>(PERMISSOES),
    };
    const id = (await t.call({ method: 'GET', url: '/api/usuarios?filter=login=admin' })).json()
      .usuarios[0].id;
    const dados = ZUsuarioAtualizar.parse({
      nome: 'Administrador',
      login: 'admin',
      email: 'admin@patio.local',
      isActivated: false,
    });
    await expect(excluirUsuario(t.app.db, ator, id)).rejects.toThrow(ULTIMO);
    await expect(atualizarUsuario(t.app.db, ator, id, dados)).rejects.toThrow(ULTIMO);
    expect(await gestores(t)).toBe(1);
  });

  it('dois gestores que se excluem ao mesmo tempo: só um consegue', async () => {
    const a = await criarUsuario(t, { permissoes: ['GESTAO_DE_USUARIOS'] });
    const b = await criarUsuario(t, { permissoes: ['GESTAO_DE_USUARIOS'] });
    const id = (await t.call({ method: 'GET', url: '/api/usuarios?filter=login=admin' })).json()
      .usuarios[0].id;
    const admin = (await t.call({ method: 'GET', url: `/api/usuarios/${id}` })).json().data;
    const tira = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${id}`,
      payload: { ...admin, perfis: [] },
    });
    expect(tira.statusCode).toBe(200);
    const [ta, tb] = [await t.token(a.login, a.senha), await t.token(b.login, b.senha)];
    const res = await Promise.all([
      t.call({ method: 'DELETE', url: `/api/usuarios/${b.id}`, as: ta }),
      t.call({ method: 'DELETE', url: `/api/usuarios/${a.id}`, as: tb }),
    ]);
    const codes = res.map((r) => r.statusCode).sort();
    // The loser either was already gone at its guard (401) or was refused by the check (409).
    expect(
      codes.filter((c) => c === 200),
      'exatamente um 200',
    ).toHaveLength(1);
    expect([401, 409]).toContain(codes.find((c) => c !== 200));
    expect(await gestores(t)).toBe(1);
  });
});
