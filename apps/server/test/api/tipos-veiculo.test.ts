import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { bobina, criar, filas, tipo, unico } from './carga-fixtures.ts';
import { mensagens } from './despachos-fixtures.ts';

/** Vehicle types: register, list, change, delete, refusals (docs/planejamento-de-carga.md). */
describe.each(BACKENDS)('tipos de veículo (%s)', (backend) => {
  let t: TestApp;
  const novaFila = filas();

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('cadastra, lista, altera e exclui', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/api/tipos-veiculo',
      payload: { nome: '  Carreta LS  ', modal: 'CARRETA', capacidadeT: 30, posicoes: 2 },
    });
    expect(r.statusCode).toBe(201);
    const criado = r.json().data;
    expect(criado).toEqual({
      id: expect.any(Number),
      nome: 'Carreta LS',
      modal: 'CARRETA',
      capacidadeT: 30,
      posicoes: 2,
    });
    const lista = await t.call({ method: 'GET', url: '/api/tipos-veiculo' });
    expect(lista.json().data).toContainEqual(criado);
    const put = await t.call({
      method: 'PUT',
      url: `/api/tipos-veiculo/${criado.id}`,
      payload: { nome: 'Carreta LS', modal: 'CARRETA', capacidadeT: 32.5, posicoes: 2 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.capacidadeT).toBe(32.5);
    const del = await t.call({ method: 'DELETE', url: `/api/tipos-veiculo/${criado.id}` });
    expect(del.statusCode).toBe(200);
    const depois = await t.call({ method: 'GET', url: '/api/tipos-veiculo' });
    expect(depois.json().data.map((x: { id: number }) => x.id)).not.toContain(criado.id);
  });

  it('entrada inválida: 400 com a mensagem do campo, nada gravado', async () => {
    const antes = (await t.call({ method: 'GET', url: '/api/tipos-veiculo' })).json().data.length;
    const casos: [Record<string, unknown>, string, string][] = [
      [{ capacidadeT: 0 }, 'capacidadeT', 'A capacidade deve estar entre 0,1 e 200 t.'],
      [{ capacidadeT: 200.5 }, 'capacidadeT', 'A capacidade deve estar entre 0,1 e 200 t.'],
      [{ posicoes: 21 }, 'posicoes', 'As posições devem ser um número inteiro entre 1 e 20.'],
      [{ posicoes: 1.5 }, 'posicoes', 'As posições devem ser um número inteiro entre 1 e 20.'],
      [{ modal: 'NAVIO' }, 'modal', 'Opção inválida'],
      [{ nome: '   ' }, 'nome', 'Campo obrigatório'],
    ];
    for (const [over, campo, msg] of casos) {
      const r = await t.call({
        method: 'POST',
        url: '/api/tipos-veiculo',
        payload: { nome: unico('X'), modal: 'TREM', capacidadeT: 80, posicoes: 4, ...over },
      });
      expect(r.statusCode, JSON.stringify(over)).toBe(400);
      expect(r.json().errors[campo]).toEqual([msg]);
    }
    const depois = (await t.call({ method: 'GET', url: '/api/tipos-veiculo' })).json().data;
    expect(depois).toHaveLength(antes);
  });

  it('nome repetido (sem diferenciar maiúsculas): 409', async () => {
    const a = await tipo(t, 'TREM', 80, 4);
    const r = await t.call({
      method: 'POST',
      url: '/api/tipos-veiculo',
      payload: { nome: a.nome.toUpperCase(), modal: 'TREM', capacidadeT: 80, posicoes: 4 },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().errors.nome).toEqual(['Já existe um tipo de veículo com este nome.']);
  });

  it('em uso por despacho aberto: não exclui (409) nem muda de modal; quem não cadastra despacho só lê', async () => {
    const v = await tipo(t, 'TREM', 80, 4);
    const f = novaFila();
    const b = await bobina(t, f('A'), 20);
    const ident = unico('EMUSO');
    const d = await criar(t, v.id, 'TREM', [{ bobinaId: b.id, sequencia: 1, veiculo: 1 }], ident);
    expect(d.statusCode, d.body).toBe(201);
    const del = await t.call({ method: 'DELETE', url: `/api/tipos-veiculo/${v.id}` });
    expect(del.statusCode).toBe(409);
    expect(mensagens(del)[0]).toBe(
      `Este tipo de veículo está em uso pelo(s) despacho(s) em aberto ${ident} e não pode ser excluído.`,
    );
    const put = await t.call({
      method: 'PUT',
      url: `/api/tipos-veiculo/${v.id}`,
      payload: { nome: v.nome, modal: 'CARRETA', capacidadeT: 80, posicoes: 4 },
    });
    expect(put.statusCode).toBe(409);
    const menor = await t.call({
      method: 'PUT',
      url: `/api/tipos-veiculo/${v.id}`,
      payload: { nome: v.nome, modal: 'TREM', capacidadeT: 15, posicoes: 4 },
    });
    expect(menor.statusCode).toBe(409);
    expect(mensagens(menor)[0]).toBe('Carga acima da capacidade do veículo 1: 20 t de 15 t.');

    const leitor = await criarUsuario(t);
    const token = await t.token(leitor.login, leitor.senha);
    const get = await t.call({ method: 'GET', url: '/api/tipos-veiculo', as: token });
    expect(get.statusCode).toBe(200);
    const post = await t.call({
      method: 'POST',
      url: '/api/tipos-veiculo',
      as: token,
      payload: { nome: unico('Y'), modal: 'TREM', capacidadeT: 80, posicoes: 4 },
    });
    expect(post.statusCode).toBe(403);
  });
});
