import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import {
  colocar,
  deleteInstrucao,
  estadoDa,
  instrucao,
  listar,
  pegar,
  postInstrucao,
  putInstrucao,
  selecionar,
} from './instrucoes-fixtures.ts';

describe.each(BACKENDS)('instruções (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('cadastra, lista, corrige o destino e exclui, com eventos e avisos ao vivo', async () => {
    const avisos = vi.spyOn(t.app.mudancas, 'publish');
    const b = await colocar(t, '0001CN05');
    const res = await postInstrucao(t, { lote: ` ${b.lote} `, destino: '0002 - an0 - 3' });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: data.id,
      bobinaId: b.id,
      lote: b.lote,
      origem: '0001CN05',
      destino: '0002AN03',
      tipo: 'MANUAL',
      ticada: true,
      estado: 'ABERTA',
      isSelecionada: false,
      isIniciada: false,
      ponte: null,
      isLege: false,
      despacho: null,
      versao: 1,
      libera: [],
      aguardando: [],
      motivo: null,
    });
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'NORMAL', email_responsavel: 'admin@patio.local' });
    expect(ev?.descricao).toContain(`bobina ${b.lote} de 0001CN05 para 0002AN03`);

    const lista = await listar(t, { filter: `id=${data.id}`, page: '1', pageSize: '7' });
    expect(lista.json()).toEqual({
      instrucoes: [data],
      totalPages: 1,
      totalItems: 1,
      totalPaginas: 1,
      totalItens: 1,
    });

    const put = await putInstrucao(t, data.id, { lote: b.lote, destino: '0002BN03' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ destino: '0002BN03', origem: '0001CN05' });
    expect((await ultimosEventos(t, 1))[0]?.descricao).toContain('de 0002AN03 para 0002BN03');
    // The same destination again changes nothing and writes nothing.
    const igual = await putInstrucao(t, data.id, { lote: b.lote, destino: '0002BN03' });
    expect(igual.statusCode).toBe(200);

    const del = await deleteInstrucao(t, data.id);
    expect(del.statusCode).toBe(200);
    expect(del.json().data.mensagem).toBe('Instrução excluída com sucesso');
    expect((await deleteInstrucao(t, data.id)).statusCode).toBe(404);
    expect((await putInstrucao(t, data.id, { lote: b.lote, destino: '0002CN03' })).statusCode).toBe(
      404,
    );
    expect(avisos.mock.calls.map(([c]) => c).filter((c) => c.entity === 'instrucao')).toEqual(
      ['criada', 'atualizada', 'atualizada', 'excluida'].map((action) => ({
        entity: 'instrucao',
        id: data.id,
        action,
      })),
    );
  });

  it('lista só as abertas; busca, ordena e pagina pelos nomes da especificação', async () => {
    const prefixo = 'Q';
    const bs = [];
    for (const [i, e] of ['0003AN01', '0003BN01', '0003CN01'].entries()) {
      bs.push(await colocar(t, e, { lote: `${prefixo}000000${i}XY` }));
    }
    const ids = [];
    for (const [i, b] of bs.entries()) ids.push(await instrucao(t, b.lote, `0004${'ABC'[i]}N01`));
    const q = (filter: string, orderBy?: string) =>
      listar(t, { filter, ...(orderBy ? { orderBy } : {}), page: '1', pageSize: '2' });

    const porLote = await q(`bobina.lote^${prefixo}`, 'bobina.lote desc');
    expect(porLote.json().instrucoes.map((r: { lote: string }) => r.lote)).toEqual([
      `${prefixo}0000002XY`,
      `${prefixo}0000001XY`,
    ]);
    expect(porLote.json()).toMatchObject({ totalPages: 2, totalItems: 3, totalPaginas: 2 });
    const porOrigem = await q('bobina.endereco=*0003b/i|destino=0004CN01', 'destino');
    expect(porOrigem.json().instrucoes.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[2]]);
    expect((await q('tipo=MANUAL,ticada=true,estado=ABERTA', 'tipo')).json().totalItems).toBe(3);
    // Default order is id.
    const todos = await listar(t, { filter: `bobina.lote^${prefixo}` });
    expect(todos.json().instrucoes.map((r: { id: number }) => r.id)).toEqual(ids);

    // Started, then done: a done instruction leaves the list.
    await selecionar(t, 'PR#345', ids[0] as number);
    await pegar(t, 'PR#345');
    expect((await q(`id=${ids[0]}`)).json().instrucoes[0]).toMatchObject({
      isSelecionada: true,
      isIniciada: true,
      ponte: 'PR345',
      estado: 'INICIADA',
    });
    expect((await q('ponte=PR345')).json().totalItems).toBe(1);
    await t.call({ method: 'PUT', url: '/api/operacoes/PR345/soltar' });
    expect((await q(`id=${ids[0]}`)).json().totalItems).toBe(0);
    expect((await estadoDa(t, ids[0] as number))?.estado).toBe('CONCLUIDA');

    for (const [filter, orderBy] of [
      ['nada=1', undefined],
      ['id=x', undefined],
      ['', 'bobina.grupo'],
    ]) {
      const r = await listar(t, { filter: filter as string, ...(orderBy ? { orderBy } : {}) });
      expect(r.statusCode, `${filter} ${orderBy}`).toBe(400);
    }
  });

  it('o destino de uma instrução iniciada pode mudar; a de despacho e a concluída não', async () => {
    const b = await colocar(t, '0005AN02');
    const id = await instrucao(t, b.lote, '0005CN02');
    expect((await selecionar(t, 'PR#344', id)).statusCode).toBe(201);
    expect((await pegar(t, 'PR#344')).statusCode).toBe(200);
    const put = await putInstrucao(t, id, { lote: b.lote, destino: '0005DN02' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ destino: '0005DN02', isIniciada: true });
    const outroLote = await putInstrucao(t, id, { lote: 'X123456789', destino: '0005EN02' });
    expect(outroLote.statusCode).toBe(400);
    expect(outroLote.json().errors.lote).toEqual(['Este campo não pode ser alterado.']);
    const excluir = await deleteInstrucao(t, id);
    expect(excluir.statusCode).toBe(409);
    expect(excluir.json().Messagens).toEqual(['Instrução já iniciada. Você não pode excluí-la.']);
    await t.call({ method: 'PUT', url: '/api/operacoes/PR344/soltar' });
    const feita = await putInstrucao(t, id, { lote: b.lote, destino: '0005EN02' });
    expect([feita.statusCode, feita.json().Messagens]).toEqual([409, ['Instrução já concluída.']]);
    expect((await deleteInstrucao(t, id)).statusCode).toBe(409);
  });

  it('excluir uma instrução selecionada tira da ponte e a segunda passa a primeira', async () => {
    const a = await colocar(t, '0006AN03');
    const b = await colocar(t, '0006BN03');
    const ia = await instrucao(t, a.lote, '0006EN03');
    const ib = await instrucao(t, b.lote, '0006FN03');
    expect((await selecionar(t, 'PR#343', ia, ib)).statusCode).toBe(201);
    expect(await estadoDa(t, ib)).toMatchObject({ ponte: 'PR#343', ordem: 2 });
    expect((await deleteInstrucao(t, ia)).statusCode).toBe(200);
    expect(await estadoDa(t, ib)).toMatchObject({ estado: 'SELECIONADA', ordem: 1 });
    const ops = await t.call({ method: 'GET', url: '/api/operacoes/PR343' });
    expect(ops.json().map((o: { instrucaoId: number }) => o.instrucaoId)).toEqual([ib]);
  });
});
