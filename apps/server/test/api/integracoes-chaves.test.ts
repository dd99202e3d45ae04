import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { comChave, criarChave, perfilCom } from './integracoes-fixtures.ts';
import { novoItem } from './listas-fixtures.ts';

const ALARMES = 'chave-dos-alarmes-do-teste';

describe.each(BACKENDS)('integrações: chaves de máquina (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { alarmesApiKey: ALARMES });
  });
  afterAll(() => t.close());

  const listar = async () => {
    const res = await t.call({ method: 'GET', url: '/api/integracoes/chaves' });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('a chave aparece uma vez; a lista mostra só o prefixo; o banco guarda só o hash', async () => {
    const perfilId = await perfilCom(t, ['CADASTRAR_ITEM']);
    const res = await t.call({
      method: 'POST',
      url: '/api/integracoes/chaves',
      payload: { nome: 'Laminação L2', perfilId },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(['chave', 'id', 'nome', 'prefixo']);
    expect(data.nome).toBe('Laminação L2');
    expect(data.chave.startsWith(data.prefixo)).toBe(true);
    expect(data.chave.length).toBeGreaterThanOrEqual(40);

    const lista = await listar();
    expect(lista.body).not.toContain(data.chave);
    const item = lista.json().data.find((c: { id: number }) => c.id === data.id);
    expect(item).toMatchObject({
      nome: 'Laminação L2',
      prefixo: data.prefixo,
      perfilId,
      usadaEm: null,
      revogadaEm: null,
    });
    expect(item).not.toHaveProperty('chave');

    const [linha] = await linhas<{ hash: string; texto: string }>(
      t,
      sql`select hash, row_to_json(c)::text as texto from chaves_integracao c where id = ${data.id}`,
    );
    expect(linha?.hash).toBe(createHash('sha256').update(data.chave).digest('hex'));
    expect(linha?.texto).not.toContain(data.chave.slice(data.prefixo.length));
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.descricao).toContain('Chave de integração Laminação L2');
    expect(ev?.descricao).not.toContain(data.chave);

    const outra = await t.call({
      method: 'POST',
      url: '/api/integracoes/chaves',
      payload: { nome: 'laminação l2', perfilId },
    });
    expect(outra.statusCode).toBe(409);
    expect(outra.json().Messagens).toEqual(['Já existe uma chave ativa com este nome.']);
  });

  it('a chave age com o perfil dela em toda rota; os eventos nomeiam a chave', async () => {
    const k = await criarChave(t, ['CADASTRAR_ITEM'], 'Laminação L3');
    const maquina = comChave(t, k.chave);

    const item = novoItem();
    const criado = await maquina({ method: 'POST', url: '/api/listas', payload: item });
    expect(criado.statusCode, criado.body).toBe(201);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.descricao).toContain('por Integração Laminação L3');
    expect(ev?.email_responsavel).toBe('Integração Laminação L3');
    const [mov] = await linhas<{ usuario_email: string }>(
      t,
      sql`select m.usuario_email from movimentos m join bobinas b on b.id = m.bobina_id
          where b.lote = ${item.lote}`,
    );
    expect(mov?.usuario_email).toBe('Integração Laminação L3');

    // Any login may read the lists; the key is a login.
    expect((await maquina({ method: 'GET', url: '/api/listas' })).statusCode).toBe(200);

    const negado = await maquina({ method: 'GET', url: '/api/integracoes/chaves' });
    expect(negado.statusCode).toBe(403);
    expect(negado.json().Messagens).toEqual(['Você não tem permissão para esta operação.']);
    const [alerta] = await ultimosEventos(t, 1);
    expect(alerta).toMatchObject({ tipo: 'ALERTA', email_responsavel: 'Integração Laminação L3' });
    expect(alerta?.descricao).toContain('Acesso negado a Integração Laminação L3');
    const semPermissao = await maquina({
      method: 'POST',
      url: '/api/bobinas',
      payload: { ...item, endereco: '0001AN01' },
    });
    expect(semPermissao.statusCode).toBe(403);

    // A profile edit acts on the key's next call, as on a user's.
    await t.database.db.execute(sql`delete from perfil_permissoes where perfil_id = ${k.perfilId}`);
    const depois = await maquina({ method: 'POST', url: '/api/listas', payload: novoItem() });
    expect(depois.statusCode).toBe(403);

    const usada = (await listar()).json().data.find((c: { id: number }) => c.id === k.id);
    expect(Number.isNaN(Date.parse(usada.usadaEm))).toBe(false);
  });

  it('revogada ou desconhecida: 401; revogar de novo: 404', async () => {
    const k = await criarChave(t, ['CADASTRAR_ITEM']);
    const maquina = comChave(t, k.chave);
    expect((await maquina({ method: 'GET', url: '/api/listas' })).statusCode).toBe(200);

    const rev = await t.call({ method: 'DELETE', url: `/api/integracoes/chaves/${k.id}` });
    expect(rev.statusCode).toBe(200);
    const depois = await maquina({ method: 'GET', url: '/api/listas' });
    expect(depois.statusCode).toBe(401);
    expect(depois.json().Messagens).toEqual(['Chave de integração inválida ou revogada.']);
    const listada = (await listar()).json().data.find((c: { id: number }) => c.id === k.id);
    expect(listada.revogadaEm).not.toBeNull();

    const deNovo = await t.call({ method: 'DELETE', url: `/api/integracoes/chaves/${k.id}` });
    expect(deNovo.statusCode).toBe(404);
    const inexistente = await t.call({ method: 'DELETE', url: '/api/integracoes/chaves/987654' });
    expect(inexistente.statusCode).toBe(404);

    const estranha = comChave(t, `${k.prefixo}nao-existe-nao-existe`);
    expect((await estranha({ method: 'GET', url: '/api/listas' })).statusCode).toBe(401);
    // Same name again once the first is revoked.
    const nova = await t.call({
      method: 'POST',
      url: '/api/integracoes/chaves',
      payload: { nome: k.nome, perfilId: k.perfilId },
    });
    expect(nova.statusCode).toBe(201);
  });

  it('a chave dos alarmes continua valendo; uma chave de máquina também registra alarmes', async () => {
    const alarme = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { descricao: 'Ponte PR#345 em falha' },
      headers: { 'x-api-key': ALARMES },
      as: null,
    });
    expect(alarme.statusCode).toBe(201);
    const k = await criarChave(t, [], 'Supervisório');
    const res = await comChave(
      t,
      k.chave,
    )({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { descricao: 'Sensor da fila 3' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.emailResponsavel).toBe('Integração Supervisório');
  });

  it('só quem administra usuários e perfis gerencia chaves; entradas ruins: 400', async () => {
    const meio = await criarUsuario(t, { permissoes: ['GESTAO_DE_USUARIOS'] });
    const token = await t.token(meio.login, meio.senha);
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.call({
        method,
        url: '/api/integracoes/chaves',
        as: token,
        ...(method === 'POST' ? { payload: { nome: 'X', perfilId: 1 } } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
    const post = (payload: object) =>
      t.call({ method: 'POST', url: '/api/integracoes/chaves', payload });
    const vazio = await post({ nome: '  ', perfilId: 1 });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors.nome).toEqual(['Campo obrigatório']);
    const semPerfil = await post({ nome: 'Sem perfil' });
    expect(semPerfil.json().errors.perfilId).toEqual(['Escolha o perfil de acesso da chave.']);
    const perfilInexistente = await post({ nome: 'Perfil fantasma', perfilId: 987654 });
    expect(perfilInexistente.statusCode).toBe(400);
    expect(perfilInexistente.json().Messagens).toEqual(['Perfil de acesso não encontrado.']);
  });

  it('um perfil com chave ativa não é excluído; com a chave revogada, é', async () => {
    const k = await criarChave(t, ['CADASTRAR_ITEM']);
    const excluir = () => t.call({ method: 'DELETE', url: `/api/perfis/${k.perfilId}` });
    const recusa = await excluir();
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().Messagens).toEqual([
      `Este perfil é usado por chaves de integração: ${k.nome}.`,
    ]);
    await t.call({ method: 'DELETE', url: `/api/integracoes/chaves/${k.id}` });
    expect((await excluir()).statusCode).toBe(200);
  });
});
