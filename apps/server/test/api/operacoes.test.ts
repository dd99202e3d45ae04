import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import {
  bobinaRow,
  colocar,
  estadoDa,
  instrucao,
  movimentosDa,
  operacoes,
  pegar,
  pular,
  selecionar,
  soltar,
} from './instrucoes-fixtures.ts';

describe.each(BACKENDS)('operações de ponte (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('seleciona duas, pega e solta a primeira; a segunda passa a primeira', async () => {
    const avisos = vi.spyOn(t.app.mudancas, 'publish');
    const a = await colocar(t, '0001AN01');
    const b = await colocar(t, '0001BN01');
    const ia = await instrucao(t, a.lote, '0002AN01');
    const ib = await instrucao(t, b.lote, '0002BN01');
    expect((await operacoes(t, 'PR#493')).json()).toEqual([]);

    const sel = await selecionar(t, 'PR#493', ia, ib);
    expect(sel.statusCode, sel.body).toBe(201);
    const esperado = [
      {
        instrucaoId: ia,
        bobinaId: a.id,
        lote: a.lote,
        origem: '0001AN01',
        destino: '0002AN01',
        isIniciada: false,
      },
      {
        instrucaoId: ib,
        bobinaId: b.id,
        lote: b.lote,
        origem: '0001BN01',
        destino: '0002BN01',
        isIniciada: false,
      },
    ].map((o) => ({
      ponte: 'PR493',
      tipo: 'MANUAL',
      isLege: false,
      despacho: null,
      libera: [],
      ...o,
    }));
    expect(sel.json()).toEqual(esperado);
    // The crane travels without '#' in paths; '%23' (an encoded '#') and lower case work too.
    for (const url of ['/api/operacoes/PR493', '/api/operacoes/PR%23493', '/api/operacoes/pr493'])
      expect((await t.call({ method: 'GET', url })).json(), url).toEqual(esperado);

    const pega = await pegar(t, 'PR#493');
    expect(pega.statusCode, pega.body).toBe(200);
    expect(pega.json()[0]).toMatchObject({ instrucaoId: ia, isIniciada: true });
    expect(await bobinaRow(t, a.id)).toEqual({ endereco: '0001AN01', status: 'EM_MOVIMENTO' });
    expect(await estadoDa(t, ia)).toMatchObject({ estado: 'INICIADA', ordem: 1 });
    const outraVez = await pegar(t, 'PR#493');
    expect([outraVez.statusCode, outraVez.json().Messagens]).toEqual([
      409,
      ['A bobina desta instrução já foi pega.'],
    ]);
    const pularIniciada = await pular(t, 'PR#493', ia);
    expect([pularIniciada.statusCode, pularIniciada.json().Messagens]).toEqual([
      409,
      ['Instrução já iniciada. Você não pode desmarcá-la.'],
    ]);

    const solta = await soltar(t, 'PR#493');
    expect(solta.statusCode, solta.body).toBe(200);
    expect(solta.json()).toEqual([esperado[1]]);
    expect(await bobinaRow(t, a.id)).toEqual({ endereco: '0002AN01', status: 'NO_PATIO' });
    expect(await estadoDa(t, ia)).toEqual({ estado: 'CONCLUIDA', ponte: null, ordem: null });
    expect(await estadoDa(t, ib)).toMatchObject({ estado: 'SELECIONADA', ordem: 1 });
    expect(await movimentosDa(t, a.id)).toEqual([
      expect.objectContaining({ status_para: 'NO_PATIO', motivo: 'Cadastro' }),
      {
        de: '0001AN01',
        para: '0001AN01',
        status_para: 'EM_MOVIMENTO',
        motivo: `Pega pela ponte PR#493 (instrução ${ia})`,
      },
      {
        de: '0001AN01',
        para: '0002AN01',
        status_para: 'NO_PATIO',
        motivo: `Instrução ${ia} executada pela ponte PR#493`,
      },
    ]);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.descricao).toContain(`Bobina ${a.lote} levada de 0001AN01 para 0002AN01`);
    const antes = await soltar(t, 'PR#493');
    expect([antes.statusCode, antes.json().Messagens]).toEqual([
      409,
      ['Pegue a bobina antes de soltá-la.'],
    ]);
    expect(avisos.mock.calls.map(([c]) => c).filter((c) => c.entity === 'operacao')).toEqual(
      ['selecionada', 'pegar', 'soltar'].map((action) => ({
        entity: 'operacao',
        id: 'PR493',
        action,
      })),
    );
  });

  it('no máximo duas por ponte; uma tomada por outra ponte recusa o par inteiro (400)', async () => {
    const bs = [];
    for (const c of 'ABCD') bs.push(await colocar(t, `0003${c}N02`));
    const ids = [];
    for (const [i, b] of bs.entries()) ids.push(await instrucao(t, b.lote, `0004${'ABCD'[i]}N02`));
    const [i1, i2, i3, i4] = ids as [number, number, number, number];
    expect((await selecionar(t, 'PR346', i1)).statusCode).toBe(201);
    expect(
      (await selecionar(t, 'PR#346', i2)).json().map((o: { instrucaoId: number }) => o.instrucaoId),
    ).toEqual([i1, i2]);
    const terceira = await selecionar(t, 'PR#346', i3);
    expect([terceira.statusCode, terceira.json().Messagens]).toEqual([
      409,
      ['Esta ponte já tem 2 instrução(ões); uma ponte executa no máximo duas instruções.'],
    ]);
    // i1 is on PR#346: asking for (i3, i1) elsewhere takes neither.
    const par = await selecionar(t, 'PR#345', i3, i1);
    expect([par.statusCode, par.json().Messagens]).toEqual([
      400,
      ['Instrução já selecionada em outra ponte.'],
    ]);
    expect(await estadoDa(t, i3)).toEqual({ estado: 'ABERTA', ponte: null, ordem: null });
    expect((await selecionar(t, 'PR#345', 999999)).statusCode).toBe(404);
    const repetida = await selecionar(t, 'PR#345', i3, i3);
    expect(repetida.statusCode).toBe(400);
    expect((await selecionar(t, 'PR#999', i3)).json().errors.ponte).toEqual([
      'Ponte rolante inválida.',
    ]);
    expect((await operacoes(t, 'XX1')).statusCode).toBe(400);

    // Skip: the first goes back to the pool, the second becomes the first.
    const pulo = await pular(t, 'PR#346', i1);
    expect(pulo.statusCode, pulo.body).toBe(200);
    expect(pulo.json().map((o: { instrucaoId: number }) => o.instrucaoId)).toEqual([i2]);
    expect(await estadoDa(t, i1)).toEqual({ estado: 'ABERTA', ponte: null, ordem: null });
    expect(await estadoDa(t, i2)).toMatchObject({ ordem: 1 });
    expect((await pular(t, 'PR#345', i2)).json().Messagens).toEqual([
      'Instrução não encontrada nesta ponte.',
    ]);
    // Two now fit again (i4 takes position 2).
    expect((await selecionar(t, 'PR#346', i4)).statusCode).toBe(201);
    expect(await estadoDa(t, i4)).toMatchObject({ ordem: 2 });
    const sem = await pegar(t, 'PR#347');
    expect([sem.statusCode, sem.json().Messagens]).toEqual([
      409,
      ['Nenhuma instrução selecionada nesta ponte.'],
    ]);
  });
});
