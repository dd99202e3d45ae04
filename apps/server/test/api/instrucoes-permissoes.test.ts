import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import {
  colocar,
  deleteInstrucao,
  instrucao,
  listar,
  operacoes,
  pegar,
  postInstrucao,
  pular,
  putInstrucao,
  selecionar,
  soltar,
} from './instrucoes-fixtures.ts';

describe.each(BACKENDS)('instruções e pontes: quem pode o quê (%s)', (backend) => {
  let t: TestApp;
  const tokenCom = async (...permissoes: string[]) => {
    const u = await criarUsuario(t, { permissoes });
    return t.token(u.login, u.senha);
  };
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('sem login: 401 em todas as chamadas', async () => {
    const chamadas = [
      listar(t, {}, null),
      postInstrucao(t, { lote: '1234567890', destino: '0001AN01' }, { as: null }),
      putInstrucao(t, 1, { lote: '1234567890', destino: '0001AN01' }, { as: null }),
      deleteInstrucao(t, 1, { as: null }),
      operacoes(t, 'PR#493', null),
      selecionar(t, 'PR#493', 1, null, null),
      pegar(t, 'PR#493', null),
      soltar(t, 'PR#493', null),
      pular(t, 'PR#493', 1, null),
    ];
    for (const r of await Promise.all(chamadas)) expect(r.statusCode, r.body).toBe(401);
  });

  it('cada escrita exige a sua permissão; as leituras só o login', async () => {
    const b = await colocar(t, '0001AN01');
    const id = await instrucao(t, b.lote, '0001CN01');
    const nenhuma = await tokenCom();
    const cadastrar = await tokenCom('CADASTRAR_INSTRUCAO');
    const editar = await tokenCom('EDITAR_INSTRUCAO');
    const executar = await tokenCom('EXECUTAR_INSTRUCAO');
    const corpo = { lote: b.lote, destino: '0001DN01' };

    expect((await listar(t, {}, nenhuma)).statusCode).toBe(200);
    expect((await operacoes(t, 'PR#493', nenhuma)).statusCode).toBe(200);
    const negadas = [
      postInstrucao(t, corpo, { as: nenhuma }),
      postInstrucao(t, corpo, { as: editar }),
      putInstrucao(t, id, corpo, { as: cadastrar }),
      putInstrucao(t, id, corpo, { as: executar }),
      deleteInstrucao(t, id, { as: editar }),
      deleteInstrucao(t, id, { as: executar }),
      selecionar(t, 'PR#493', id, null, nenhuma),
      selecionar(t, 'PR#493', id, null, cadastrar),
      // EDITAR alone could put it on a crane and then neither skip nor run it.
      selecionar(t, 'PR#493', id, null, editar),
      pegar(t, 'PR#493', editar),
      soltar(t, 'PR#493', cadastrar),
      pular(t, 'PR#493', id, editar),
    ];
    for (const r of await Promise.all(negadas)) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json().Messagens).toEqual(['Você não tem permissão para esta operação.']);
    }
    expect((await ultimosEventos(t, 1))[0]?.tipo).toBe('ALERTA');

    // Only EXECUTAR puts instructions on a crane, skips and runs them; EDITAR edits destinations.
    expect((await putInstrucao(t, id, corpo, { as: editar })).statusCode).toBe(200);
    expect((await operacoes(t, 'PR#493', editar)).json()).toEqual([]);
    expect((await selecionar(t, 'PR#493', id, null, executar)).statusCode).toBe(201);
    expect((await pegar(t, 'PR#493', executar)).statusCode).toBe(200);
    expect((await soltar(t, 'PR#493', executar)).statusCode).toBe(200);
    const outra = await colocar(t, '0001EN01');
    const r = await postInstrucao(t, { lote: outra.lote, destino: '0001FN01' }, { as: cadastrar });
    expect(r.statusCode).toBe(201);
    expect((await deleteInstrucao(t, r.json().data.id, { as: cadastrar })).statusCode).toBe(200);
  });
});
