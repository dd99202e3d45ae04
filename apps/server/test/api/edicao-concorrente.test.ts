/**
 * Concurrent edits (docs/decisions.md "Edições concorrentes"): for each editable record, a read
 * gives the version (body `versao`, ETag of GET one); two saves from the same read — the second
 * is 409 under `versao`, and nothing of it is written; a save without If-Match keeps the old
 * last-writer-wins behaviour the specification's client relies on.
 */
import { MSG_VERSAO } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { corrigir, linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';
import { criarBobina, getDespacho, postDespacho, slots } from './despachos-fixtures.ts';
import { colocar, instrucao, selecionar } from './instrucoes-fixtures.ts';
import { novoItem, postItem } from './listas-fixtures.ts';

const comVersao = (versao: number | string) => ({ 'if-match': `"${versao}"` });

/** A stale save's answer: 409, the record's message, under `versao`, coded ALTERADO. */
function esperarConflito(res: LightMyRequestResponse, mensagem: string) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toEqual({
    errors: { versao: [mensagem] },
    Messagens: [mensagem],
    codigos: ['ALTERADO'],
  });
}

describe.each(BACKENDS)('edições concorrentes (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.call({ method: 'GET', url });
  const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.call({ method: 'PUT', url, payload, headers });

  describe('bobina', () => {
    it('GET devolve a versão no corpo e como ETag; a segunda gravação da mesma leitura é 409 e não grava nada', async () => {
      const p = novaBobina({ endereco: livre() });
      const id = (await postBobina(t, p)).json().data.id as number;
      const lida = await get(`/api/bobinas/${id}`);
      const { versao } = lida.json().data;
      expect(versao).toBeTypeOf('number');
      expect(lida.headers.etag).toBe(`"${versao}"`);

      // A saves Peso 11,1, then B — who opened it at the same time — saves Largura 1111.
      const a = await put(`/api/bobinas/${id}`, { ...p, peso: 11.1 }, comVersao(versao));
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().data.versao).toBeGreaterThan(versao);
      const eventos = await ultimosEventos(t, 1);
      const b = await put(`/api/bobinas/${id}`, { ...p, largura: 1111 }, comVersao(versao));
      esperarConflito(b, 'Bobina foi alterada por outro usuário desde que você a abriu.');

      const depois = (await get(`/api/bobinas/${id}`)).json().data;
      expect(depois).toMatchObject({
        peso: 11.1,
        largura: p.largura,
        versao: a.json().data.versao,
      });
      expect(await ultimosEventos(t, 1)).toEqual(eventos);
      // Re-applied on the current version, B's change goes through and keeps A's.
      const reaplicada = await put(
        `/api/bobinas/${id}`,
        { ...p, peso: 11.1, largura: 1111 },
        comVersao(depois.versao),
      );
      expect(reaplicada.json().data).toMatchObject({ peso: 11.1, largura: 1111 });
    });

    it('sem If-Match (o cliente da especificação) a última gravação vence, como antes', async () => {
      const p = novaBobina({ endereco: livre() });
      const id = (await postBobina(t, p)).json().data.id as number;
      expect((await put(`/api/bobinas/${id}`, { ...p, peso: 11.1 })).statusCode).toBe(200);
      const b = await put(`/api/bobinas/${id}`, { ...p, largura: 1111 });
      expect(b.statusCode).toBe(200);
      expect(b.json().data).toMatchObject({ peso: p.peso, largura: 1111 });
      // `*` asks for no particular version either.
      const todas = await put(`/api/bobinas/${id}`, p, { 'if-match': '*' });
      expect(todas.statusCode).toBe(200);
    });

    it('a correção de endereço e a ponte também mudam a versão', async () => {
      const b = await colocar(t, livre());
      const v0 = (await get(`/api/bobinas/${b.id}`)).json().data.versao;
      expect((await corrigir(t, b.id, livre(), true)).statusCode).toBe(200);
      const v1 = (await get(`/api/bobinas/${b.id}`)).json().data.versao;
      expect(v1).toBeGreaterThan(v0);
      const atual = (await get(`/api/bobinas/${b.id}`)).json().data;
      esperarConflito(
        await put(`/api/bobinas/${b.id}`, { ...atual, peso: 1 }, comVersao(v0)),
        MSG_VERSAO.bobina,
      );
      // A crane lifting the coil (pegar) changes its status: the version moves again.
      const id = await instrucao(t, b.lote, livre());
      expect((await selecionar(t, 'PR#493', id)).statusCode).toBe(201);
      const pegou = await t.call({ method: 'PUT', url: '/api/operacoes/PR493/pegar' });
      expect(pegou.statusCode, pegou.body).toBe(200);
      const v2 = (await get(`/api/bobinas/${b.id}`)).json().data;
      expect(v2.status).toBe('EM_MOVIMENTO');
      expect(v2.versao).toBeGreaterThan(v1);
    });

    it('um If-Match ilegível é 400 e não grava', async () => {
      const p = novaBobina({ endereco: livre() });
      const id = (await postBobina(t, p)).json().data.id as number;
      const res = await put(`/api/bobinas/${id}`, { ...p, peso: 1 }, { 'if-match': 'abc' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.versao).toEqual([MSG_VERSAO.ifMatch]);
      expect((await get(`/api/bobinas/${id}`)).json().data.peso).toBe(p.peso);
    });
  });

  it('item da lista reserva: versão na leitura e na linha da lista; segunda gravação é 409', async () => {
    const item = await postItem(t);
    const url = `/api/listas/${item.id}`;
    const lida = await get(url);
    const { versao } = lida.json().data;
    expect(lida.headers.etag).toBe(`"${versao}"`);
    const lista = await t.call({
      method: 'GET',
      url: '/api/listas',
      query: { tipoLista: 'PLANO' },
    });
    const linha = lista.json().bobinas.find((b: { id: number }) => b.id === item.id);
    expect(linha.versao).toBe(versao);

    const p = novoItem({ lote: item.lote });
    expect((await put(url, { ...p, peso: 11.1 }, comVersao(versao))).statusCode).toBe(200);
    esperarConflito(await put(url, { ...p, largura: 1111 }, comVersao(versao)), MSG_VERSAO.bobina);
    expect((await get(url)).json().data).toMatchObject({ peso: 11.1, largura: p.largura });
    // Without a version the second save wins, as before.
    const semVersao = await put(url, { ...p, largura: 1111 });
    expect(semVersao.json().data).toMatchObject({ peso: p.peso, largura: 1111 });
  });

  it('destino da instrução: versão na linha da lista; segunda gravação é 409; a ponte muda a versão', async () => {
    const b = await colocar(t, livre());
    const id = await instrucao(t, b.lote, livre());
    const linha = async () =>
      (await get('/api/instrucoes?pageSize=100000'))
        .json()
        .instrucoes.find((i: { id: number }) => i.id === id);
    const { versao } = await linha();
    const [a, outro] = [livre(), livre()];
    const url = `/api/instrucoes/${id}`;
    const ok = await put(url, { lote: b.lote, destino: a }, comVersao(versao));
    expect(ok.statusCode, ok.body).toBe(200);
    esperarConflito(
      await put(url, { lote: b.lote, destino: outro }, comVersao(versao)),
      'Instrução foi alterada por outro usuário desde que você a abriu.',
    );
    // Even a save that would change nothing is refused when it comes from an older read.
    esperarConflito(
      await put(url, { lote: b.lote, destino: a }, comVersao(versao)),
      MSG_VERSAO.instrucao,
    );
    expect(await linha()).toMatchObject({ destino: a, versao: ok.json().data.versao });

    // A crane selecting it changes the instruction: the destination read before is stale.
    const antes = (await linha()).versao;
    expect((await selecionar(t, 'PR#346', id)).statusCode).toBe(201);
    esperarConflito(
      await put(url, { lote: b.lote, destino: outro }, comVersao(antes)),
      MSG_VERSAO.instrucao,
    );
    expect((await put(url, { lote: b.lote, destino: outro })).statusCode).toBe(200);
  });

  it('despacho: incluir com a mesma leitura duas vezes — a segunda é 409 e a bobina fica fora', async () => {
    const [b1, b2, b3] = [
      await criarBobina(t, livre()),
      await criarBobina(t, livre()),
      await criarBobina(t, livre()),
    ];
    const r = await postDespacho(t, `VERSAO-${backend}`, [b1.id]);
    const id = r.json().data.id as number;
    const lida = await get(`/api/despachos/${id}`);
    const { versao } = lida.json().data;
    expect(lida.headers.etag).toBe(`"${versao}"`);
    const url = `/api/despachos/${id}?incluir=true`;
    const a = await put(url, { bobinaId: b2.id }, comVersao(versao));
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data.versao).toBeGreaterThan(versao);
    esperarConflito(
      await put(url, { bobinaId: b3.id }, comVersao(versao)),
      'Despacho foi alterado por outro usuário desde que você o abriu.',
    );
    const depois = await getDespacho(t, id);
    expect(depois.bobinas.map((b: { bobinaId: number }) => b.bobinaId)).toEqual([b1.id, b2.id]);
    const instr = await linhas(t, sql`select id from instrucoes where bobina_id = ${b3.id}`);
    expect(instr).toEqual([]);
    // The version each save answers is the one the next save sends (the form chains them).
    const c = await put(url, { bobinaId: b3.id }, comVersao(a.json().data.versao));
    expect(c.statusCode, c.body).toBe(200);
    // Without a version, as before.
    const sem = await put(`/api/despachos/${id}?excluir=true`, { bobinaId: b3.id });
    expect(sem.statusCode).toBe(200);
  });

  it('usuário: segunda gravação da mesma leitura é 409; mudar os perfis também muda a versão', async () => {
    const login = `versao_${backend}_${Date.now().toString(36)}`;
    const criado = await t.call({
      method: 'POST',
      url: '/api/usuarios',
      payload: {
        nome: 'Pessoa Versão',
        login,
        email: `${login}@patio.test`,
        senha: 'senha-forte-1',
        confirmaSenha: 'senha-forte-1',
        perfis: [],
      },
    });
    const id = criado.json().data.id as number;
    const url = `/api/usuarios/${id}`;
    const lida = await get(url);
    const { versao, nome, email } = lida.json().data;
    expect(lida.headers.etag).toBe(`"${versao}"`);
    const a = await put(url, { nome: 'Nome de A', login, email }, comVersao(versao));
    expect(a.statusCode, a.body).toBe(200);
    esperarConflito(
      await put(url, { nome: 'Nome de B', login, email, isActivated: false }, comVersao(versao)),
      'Usuário foi alterado por outro usuário desde que você o abriu.',
    );
    expect((await get(url)).json().data).toMatchObject({ nome: 'Nome de A', isActivated: true });

    const v1 = (await get(url)).json().data.versao;
    const perfil = (await get('/api/perfis?pageSize=1')).json().perfis[0].id as number;
    expect((await put(url, { nome, login, email, perfis: [perfil] })).statusCode).toBe(200);
    expect((await get(url)).json().data.versao).toBeGreaterThan(v1);
    esperarConflito(await put(url, { nome, login, email }, comVersao(v1)), MSG_VERSAO.usuario);
  });

  it('perfil: segunda gravação da mesma leitura é 409 e nem nome nem permissões mudam', async () => {
    const papeis = (await get('/api/papeis?take=0&skip=1000')).json().data as {
      id: number;
      permissoes: { id: number; nome: string }[];
    }[];
    const arvore = (marcadas: string[]) =>
      papeis.map((p) => ({
        ...p,
        permissoes: p.permissoes.map((x) => ({ ...x, marcado: marcadas.includes(x.nome) })),
      }));
    const nome = `Perfil versão ${backend} ${Date.now().toString(36)}`;
    const criado = await t.call({
      method: 'POST',
      url: '/api/perfis',
      payload: { nome, papeis: arvore(['CADASTRAR_ITEM']) },
    });
    const id = criado.json().data.id as number;
    const url = `/api/perfis/${id}`;
    const lida = await get(url);
    const { versao } = lida.json().data;
    expect(lida.headers.etag).toBe(`"${versao}"`);
    const a = await put(
      url,
      { nome: `${nome} A`, papeis: arvore(['EDITAR_ITEM']) },
      comVersao(versao),
    );
    expect(a.statusCode, a.body).toBe(200);
    esperarConflito(
      await put(url, { nome: `${nome} B`, papeis: arvore(['EXCLUIR_ITEM']) }, comVersao(versao)),
      'Perfil foi alterado por outro usuário desde que você o abriu.',
    );
    const depois = (await get(url)).json().data;
    expect(depois.nome).toBe(`${nome} A`);
    const marcadas = depois.papeis.flatMap(
      (p: { permissoes: { nome: string; marcado: boolean }[] }) =>
        p.permissoes.filter((x) => x.marcado).map((x) => x.nome),
    );
    expect(marcadas).toEqual(['EDITAR_ITEM']);
    // Without a version, as before.
    const sem = await put(url, { nome: `${nome} C`, papeis: arvore(['EXCLUIR_ITEM']) });
    expect(sem.statusCode).toBe(200);
  });
});
