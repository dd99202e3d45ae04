import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { corrigir, linhas } from './bobinas-fixtures.ts';
import {
  bobinaRow,
  colocar,
  estadoDa,
  instrucao,
  movimentosDa,
  pegar,
  putInstrucao,
  selecionar,
  soltar,
} from './instrucoes-fixtures.ts';

describe.each(BACKENDS)('ponte e regras do pátio (%s)', (backend) => {
  let t: TestApp;
  /** An instruction selected on `ponte` and, when asked, lifted. */
  const naPonte = async (ponte: string, lote: string, destino: string, pega = true) => {
    const id = await instrucao(t, lote, destino);
    expect((await selecionar(t, ponte, id)).statusCode).toBe(201);
    if (pega) expect((await pegar(t, ponte)).statusCode).toBe(200);
    return id;
  };
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('pegar uma bobina do chão com pirâmide em cima: 409 e nada muda', async () => {
    const chao = await colocar(t, '0001CN05');
    await colocar(t, '0001DN05');
    const id = await naPonte('PR#493', chao.lote, '0002AN05', false);
    // Buried after its instruction went to the crane (no relocation was planned then).
    await colocar(t, '0001DP05');
    const r = await pegar(t, 'PR#493');
    expect([r.statusCode, r.json().Messagens]).toEqual([
      409,
      ['Existe uma bobina empilhada sobre esta bobina.'],
    ]);
    expect(await bobinaRow(t, chao.id)).toEqual({ endereco: '0001CN05', status: 'NO_PATIO' });
    expect(await estadoDa(t, id)).toMatchObject({ estado: 'SELECIONADA' });
    await t.call({ method: 'DELETE', url: `/api/operacoes/PR493/${id}` });
  });

  it('soltar num endereço ocupado nesse meio tempo: 409 e nada se move; novo destino resolve', async () => {
    const b = await colocar(t, '0003AN05');
    const id = await naPonte('PR#346', b.lote, '0003CN05');
    const intrusa = await colocar(t, '0003HN05');
    expect((await corrigir(t, intrusa.id, '0003CN05')).statusCode).toBe(200);
    const movimentos = (await movimentosDa(t, b.id)).length;

    const r = await soltar(t, 'PR#346');
    expect([r.statusCode, r.json().Messagens]).toEqual([
      409,
      ['Endereço ocupado por outra bobina.'],
    ]);
    expect(await bobinaRow(t, b.id)).toEqual({ endereco: '0003AN05', status: 'EM_MOVIMENTO' });
    expect(await estadoDa(t, id)).toEqual({ estado: 'INICIADA', ponte: 'PR#346', ordem: 1 });
    expect(await movimentosDa(t, b.id)).toHaveLength(movimentos);

    // The office (or the cab, with EDITAR_INSTRUCAO) gives it a new destination.
    expect((await putInstrucao(t, id, { lote: b.lote, destino: '0003DN05' })).statusCode).toBe(200);
    expect((await soltar(t, 'PR#346')).statusCode).toBe(200);
    expect(await bobinaRow(t, b.id)).toEqual({ endereco: '0003DN05', status: 'NO_PATIO' });
  });

  it('soltar numa pirâmide cujo apoio foi levantado: 409', async () => {
    await colocar(t, '0004BN05');
    const apoio = await colocar(t, '0004CN05');
    const p = await colocar(t, '0004HN09');
    await naPonte('PR#345', p.lote, '0004CP05');
    await naPonte('PR#344', apoio.lote, '0005AN05');
    const r = await soltar(t, 'PR#345');
    expect([r.statusCode, r.json().Messagens]).toEqual([
      409,
      ['Não há bobinas de apoio para a pirâmide neste endereço.'],
    ]);
    expect(await bobinaRow(t, p.id)).toEqual({ endereco: '0004HN09', status: 'EM_MOVIMENTO' });
  });

  it('regra contornável surgida depois do cadastro: a ponte solta e o pátio grava ALERTA', async () => {
    await colocar(t, '0006CN05', { largura: 1300 });
    const estreita = await colocar(t, '0006DN05', { largura: 1300 });
    const b = await colocar(t, '0006HN09', { largura: 1250 });
    const id = await naPonte('PR#347', b.lote, '0006DP05');
    // A support is swapped for a narrower coil while the crane carries the coil.
    await t.database.db.execute(sql`update bobinas set largura = 1000 where id = ${estreita.id}`);
    const r = await soltar(t, 'PR#347');
    expect(r.statusCode, r.body).toBe(200);
    expect(await bobinaRow(t, b.id)).toEqual({ endereco: '0006DP05', status: 'NO_PATIO' });
    const [alerta] = await ultimosEventos(t, 1);
    expect(alerta).toMatchObject({ tipo: 'ALERTA', email_responsavel: 'admin@patio.local' });
    expect(alerta?.descricao).toContain('LARGURA');
    expect((await movimentosDa(t, b.id)).at(-1)?.motivo).toBe(
      `Instrução ${id} executada pela ponte PR#347 (forçado: LARGURA)`,
    );
  });

  it('instrução de despacho: soltar carrega a bobina no veículo', async () => {
    const avisos = vi.spyOn(t.app.mudancas, 'publish');
    const b = await colocar(t, '0007AN05');
    const [d] = await linhas<{ id: number }>(
      t,
      sql`insert into despachos (identificacao, modal) values ('TREM-77', 'TREM') returning id`,
    );
    const despachoId = d?.id as number;
    await t.database.db.execute(sql`
      insert into despacho_bobinas (despacho_id, bobina_id, sequencia) values (${despachoId}, ${b.id}, 1)`);
    const [i] = await linhas<{ id: number }>(
      t,
      sql`insert into instrucoes (bobina_id, tipo, destino, despacho_id)
          values (${b.id}, 'DESPACHO', null, ${despachoId}) returning id`,
    );
    const id = i?.id as number;
    const lista = await t.call({
      method: 'GET',
      url: '/api/instrucoes',
      query: { filter: `id=${id}` },
    });
    expect(lista.json().instrucoes[0]).toMatchObject({
      tipo: 'DESPACHO',
      destino: null,
      despacho: 'TREM-77',
    });
    expect((await selecionar(t, 'PR#493', id)).json()[0]).toMatchObject({
      tipo: 'DESPACHO',
      destino: null,
      despacho: 'TREM-77',
    });
    expect((await putInstrucao(t, id, { lote: b.lote, destino: '0007BN05' })).statusCode).toBe(409);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/instrucoes/${id}` })).json().Messagens,
    ).toEqual(['Esta instrução pertence a um despacho: remova a bobina do despacho.']);
    expect((await pegar(t, 'PR#493')).statusCode).toBe(200);
    const r = await soltar(t, 'PR#493');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual([]);
    expect(await bobinaRow(t, b.id)).toEqual({ endereco: null, status: 'CARREGADA' });
    expect(await estadoDa(t, id)).toMatchObject({ estado: 'CONCLUIDA' });
    const [item] = await linhas<{ carregada: boolean }>(
      t,
      sql`select carregada_at is not null carregada from despacho_bobinas where bobina_id = ${b.id}`,
    );
    expect(item?.carregada).toBe(true);
    expect((await movimentosDa(t, b.id)).at(-1)).toEqual({
      de: '0007AN05',
      para: null,
      status_para: 'CARREGADA',
      motivo: 'Carregada no despacho TREM-77',
    });
    expect(avisos.mock.calls.map(([c]) => c)).toContainEqual({
      entity: 'despacho',
      id: despachoId,
      action: 'bobina-carregada',
    });
  });
});
