import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';

const ULTIMO = 'Não é possível remover a última pessoa com GESTAO_DE_USUARIOS.';
type Papel = { id: number; nome: string; permissoes: { id: number; nome: string }[] };
let seq = 0;
const nomeNovo = () => `Perfil teste ${++seq} ${Date.now().toString(36)}`;

/** The role tree as the profile form sends it: every permission, ticked when listed. */
async function arvore(t: TestApp, marcadas: string[]) {
  const res = await t.call({ method: 'GET', url: '/api/papeis?take=0&skip=1000' });
  return (res.json().data as Papel[]).map((p) => ({
    ...p,
    permissoes: p.permissoes.map((x) => ({ ...x, marcado: marcadas.includes(x.nome) })),
  }));
}

/** Creates a profile through the API and returns its id. */
async function perfil(t: TestApp, marcadas: string[], nome = nomeNovo()) {
  const payload = { id: 0, nome, papeis: await arvore(t, marcadas) };
  const res = await t.call({ method: 'POST', url: '/api/perfis', payload });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.id as number;
}

/** The ids of the profile named `nome` (fixtures name theirs "Perfil <login>"). */
async function idDoPerfil(t: TestApp, nome: string) {
  const res = await t.call({
    method: 'GET',
    url: '/api/perfis',
    query: { filter: `nome=${nome}` },
  });
  return res.json().perfis[0].id as number;
}

describe.each(BACKENDS)('perfis e papéis (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const put = (id: number, payload: object) =>
    t.call({ method: 'PUT', url: `/api/perfis/${id}`, payload });

  it('papéis: take=0 traz todos com suas permissões; parâmetros ilegíveis são ignorados', async () => {
    const res = await t.call({ method: 'GET', url: '/api/papeis?take=0&skip=1000' });
    const papeis = res.json().data as Papel[];
    expect(papeis.map((p) => p.nome)).toContain('Administração do Sistema');
    expect(papeis.flatMap((p) => p.permissoes.map((x) => x.nome))).toContain('GESTAO_DE_USUARIOS');
    const primeiro = await t.call({ method: 'GET', url: '/api/papeis?take=1&skip=1' });
    expect(primeiro.json().data).toEqual([papeis[1]]);
    const lixo = await t.call({ method: 'GET', url: '/api/papeis?take=x&skip=-3' });
    expect(lixo.json().data).toEqual(papeis);
    for (const permissao of ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO']) {
      const u = await criarUsuario(t, { permissoes: [permissao] });
      const as = await t.token(u.login, u.senha);
      expect((await t.call({ method: 'GET', url: '/api/papeis', as })).statusCode).toBe(200);
    }
  });

  it('cria com as permissões marcadas, responde status Ok e devolve a árvore marcada', async () => {
    const nome = nomeNovo();
    const payload = { id: 0, nome, papeis: await arvore(t, ['CADASTRAR_ITEM', 'EDITAR_ITEM']) };
    const res = await t.call({ method: 'POST', url: '/api/perfis', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Ok', data: { id: expect.any(Number) } });
    const id = res.json().data.id;
    const { data } = (await t.call({ method: 'GET', url: `/api/perfis/${id}` })).json();
    expect(data).toMatchObject({ id, nome });
    const marcados = data.papeis.filter((p: { marcado: boolean }) => p.marcado);
    expect(marcados.map((p: Papel) => p.nome)).toEqual(['Pátio reserva']);
    const perms = marcados[0].permissoes.filter((x: { marcado: boolean }) => x.marcado);
    expect(perms.map((x: { nome: string }) => x.nome)).toEqual(['CADASTRAR_ITEM', 'EDITAR_ITEM']);
    expect(data.papeis.length).toBe(payload.papeis.length);
    const sozinhos = await t.call({ method: 'GET', url: `/api/Perfis/papeis/${id}` });
    expect(sozinhos.json().data).toEqual(data.papeis);
    const vazios = (await t.call({ method: 'GET', url: '/api/perfis/papeis/0' })).json().data;
    expect(vazios.some((p: { marcado: boolean }) => p.marcado)).toBe(false);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'NORMAL', email_responsavel: 'admin@patio.local' });
    expect(ev?.descricao).toContain(nome);
  });

  it('nome obrigatório e único sem diferenciar maiúsculas; ao menos um papel', async () => {
    const vazio = await t.call({
      method: 'POST',
      url: '/api/perfis',
      payload: { nome: '', papeis: [] },
    });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual({
      nome: ['Campo obrigatório'],
      papeis: ['Selecione ao menos um papel.'],
    });
    const nada = { nome: nomeNovo(), papeis: await arvore(t, []) };
    const semMarca = await t.call({ method: 'POST', url: '/api/perfis', payload: nada });
    expect(semMarca.json().Messagens).toEqual(['Selecione ao menos um papel.']);
    const dup = { nome: 'ADMINISTRADOR', papeis: await arvore(t, ['EDITAR_ITEM']) };
    const res = await t.call({ method: 'POST', url: '/api/perfis', payload: dup });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ nome: ['Já existe um perfil com este nome.'] });
    const outro = await perfil(t, ['EDITAR_ITEM']);
    const renomeia = await put(outro, { ...dup, nome: 'administrador' });
    expect(renomeia.statusCode).toBe(409);
    const inexistente = {
      nome: nomeNovo(),
      papeis: [{ id: 1, permissoes: [{ id: 999999, marcado: true }] }],
    };
    const r = await t.call({ method: 'POST', url: '/api/perfis', payload: inexistente });
    expect(r.statusCode).toBe(400);
    expect(r.json().Messagens).toEqual(['Permissão inexistente: 999999.']);
  });

  it('lista com paginação, ordenação e filtro; 404 para id desconhecido', async () => {
    const marca = `zz${Date.now().toString(36)}`;
    for (const n of ['2', '3', '1']) await perfil(t, ['EDITAR_ITEM'], `${marca} ${n}`);
    const query = { filter: `nome=*${marca.toUpperCase()}/i`, pageSize: '2', orderBy: 'nome desc' };
    const p1 = (await t.call({ method: 'GET', url: '/api/perfis', query })).json();
    expect(p1).toEqual({
      perfis: [
        expect.objectContaining({ nome: `${marca} 3` }),
        expect.objectContaining({ nome: `${marca} 2` }),
      ],
      totalPages: 2,
      totalItems: 3,
    });
    const porId = await t.call({
      method: 'GET',
      url: '/api/perfis',
      query: { filter: query.filter },
    });
    expect(porId.json().perfis.map((p: { nome: string }) => p.nome)).toEqual(
      [2, 3, 1].map((n) => `${marca} ${n}`),
    );
    for (const url of ['/api/perfis/999999', '/api/perfis/papeis/999999']) {
      const r = await t.call({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json().Messagens).toEqual(['Perfil não encontrado.']);
    }
    const body = { nome: 'x', papeis: await arvore(t, ['EDITAR_ITEM']) };
    expect((await put(999999, body)).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: '/api/perfis/999999' })).statusCode).toBe(404);
  });

  it('permissão tirada do perfil deixa de valer na próxima requisição, sem novo login', async () => {
    const u = await criarUsuario(t, {
      permissoes: ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'],
    });
    const as = await t.token(u.login, u.senha);
    const usuarios = () => t.call({ method: 'GET', url: '/api/usuarios', as });
    expect((await usuarios()).statusCode).toBe(200);
    const id = await idDoPerfil(t, `Perfil ${u.login}`);
    const payload = {
      id,
      nome: `Perfil ${u.login}`,
      papeis: await arvore(t, ['GESTAO_DE_PERFIS_DE_ACESSO']),
    };
    const res = await put(id, payload);
    expect(res.json()).toEqual({ status: 'Ok', data: { id } });
    expect((await usuarios()).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/perfis', as })).statusCode).toBe(200);
    expect((await ultimosEventos(t, 2)).map((e) => e.tipo)).toEqual(['ALERTA', 'NORMAL']);
  });

  it('perfil em uso não é excluído; livre é excluído', async () => {
    const u = await criarUsuario(t, { permissoes: ['EDITAR_ITEM'] });
    const usado = await idDoPerfil(t, `Perfil ${u.login}`);
    const recusa = await t.call({ method: 'DELETE', url: `/api/perfis/${usado}` });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().Messagens).toEqual([
      'Perfil em uso por 1 usuário(s). Remova-o dos usuários antes de excluir.',
    ]);
    const livre = await perfil(t, ['EDITAR_ITEM']);
    const ok = await t.call({ method: 'DELETE', url: `/api/perfis/${livre}` });
    expect(ok.json()).toEqual({ data: { mensagem: 'Perfil excluído com sucesso' } });
    expect((await t.call({ method: 'GET', url: `/api/perfis/${livre}` })).statusCode).toBe(404);
    expect((await ultimosEventos(t, 1))[0]?.descricao).toMatch(/^Perfil .* excluído por admin\.$/);
  });

  describe('rotas exigem login (401) e a permissão certa (403)', () => {
    it.each<[string, string, string]>([
      ['GET', '/api/perfis?page=1&pageSize=7', 'GESTAO_DE_USUARIOS'],
      ['POST', '/api/perfis', 'GESTAO_DE_USUARIOS'],
      ['GET', '/api/perfis/1', 'GESTAO_DE_USUARIOS'],
      ['PUT', '/api/perfis/1', 'GESTAO_DE_USUARIOS'],
      ['DELETE', '/api/perfis/1', 'GESTAO_DE_USUARIOS'],
      ['GET', '/api/perfis/papeis/1', 'GESTAO_DE_USUARIOS'],
      ['GET', '/api/papeis?take=0&skip=1000', 'EDITAR_ITEM'],
    ])('%s %s', async (method, url, outra) => {
      const u = await criarUsuario(t, { permissoes: [outra] });
      const as = await t.token(u.login, u.senha);
      const m = method as 'GET';
      expect((await t.call({ method: m, url, payload: {}, as: null })).statusCode).toBe(401);
      expect((await t.call({ method: m, url, payload: {}, as })).statusCode).toBe(403);
    });
  });
});

describe.each(BACKENDS)('perfis e a última pessoa com GESTAO_DE_USUARIOS (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const todasMenosGestao = async () =>
    (await arvore(t, [])).map((p) => ({
      ...p,
      permissoes: p.permissoes.map((x) => ({ ...x, marcado: x.nome !== 'GESTAO_DE_USUARIOS' })),
    }));

  it('tirar a permissão do perfil do único gestor, ou excluí-lo, é recusado', async () => {
    const id = await idDoPerfil(t, 'Administrador');
    const payload = { id, nome: 'Administrador', papeis: await todasMenosGestao() };
    const res = await t.call({ method: 'PUT', url: `/api/perfis/${id}`, payload });
    expect(res.statusCode).toBe(409);
    expect(res.json().Messagens).toEqual([ULTIMO]);
    const depois = (await t.call({ method: 'GET', url: `/api/perfis/${id}` })).json().data;
    const gestao = depois.papeis.flatMap((p: Papel & { marcado: boolean }) => p.permissoes);
    expect(gestao.find((x: { nome: string }) => x.nome === 'GESTAO_DE_USUARIOS').marcado).toBe(
      true,
    );
    const exclui = await t.call({ method: 'DELETE', url: `/api/perfis/${id}` });
    expect(exclui.statusCode).toBe(409);
    expect(exclui.json().Messagens[0]).toMatch(/^Perfil em uso por 1 usuário/);
  });

  it('dois perfis de gestores editados ao mesmo tempo: só um perde a permissão', async () => {
    const a = await criarUsuario(t, { permissoes: ['GESTAO_DE_USUARIOS'] });
    const b = await criarUsuario(t, { permissoes: ['GESTAO_DE_USUARIOS'] });
    const admin = await idDoPerfil(t, 'Administrador');
    const semGestao = await todasMenosGestao();
    const tira = (id: number, nome: string, papeis = semGestao) =>
      t.call({ method: 'PUT', url: `/api/perfis/${id}`, payload: { nome, papeis } });
    expect((await tira(admin, 'Administrador')).statusCode).toBe(200);
    const [pa, pb] = [
      await idDoPerfil(t, `Perfil ${a.login}`),
      await idDoPerfil(t, `Perfil ${b.login}`),
    ];
    const soEditar = await arvore(t, ['EDITAR_ITEM']);
    const res = await Promise.all([
      tira(pa, `Perfil ${a.login}`, soEditar),
      tira(pb, `Perfil ${b.login}`, soEditar),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)?.json().Messagens).toEqual([ULTIMO]);
  });
});
