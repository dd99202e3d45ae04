import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { colocar, instrucao, postInstrucao, putInstrucao } from './instrucoes-fixtures.ts';

const LARGURA = 'O endereço escolhido não atende ao critério de empilhamento por largura da bobina';
const POSICOES_AB =
  'O endereço escolhido não atende ao critério de empilhamento nas posições A e B do pátio';

describe.each(BACKENDS)('instruções: validação, regras do pátio e unicidade (%s)', (backend) => {
  let t: TestApp;
  const post = async (lote: string, destino: string, force = false) => {
    const r = await postInstrucao(t, { lote, destino }, { force });
    return { status: r.statusCode, errors: r.json().errors, msgs: r.json().Messagens };
  };
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('lote de 10 e destino de 8 caracteres, no formato e dentro do pátio: 400 no campo', async () => {
    const b = await colocar(t, '0001AN01');
    const casos: [string, string, string, string][] = [
      ['', '0001BN01', 'lote', 'Campo obrigatório'],
      ['123456789', '0001BN01', 'lote', 'Mínimo de 10 caracteres'],
      ['12345678901', '0001BN01', 'lote', 'Máximo de 10 caracteres'],
      [b.lote, '', 'destino', 'Campo obrigatório'],
      [b.lote, '0001BN0', 'destino', 'Mínimo de 8 caracteres'],
      [b.lote, '0001BN011', 'destino', 'Máximo de 8 caracteres'],
      [b.lote, '0001XN01', 'destino', 'Formato inválido'],
      [b.lote, '0031AN01', 'destino', 'Grupo 31 fora do pátio (1 a 30).'],
      [b.lote, '0001AP01', 'destino', 'A coluna A não tem posição de pirâmide.'],
      [b.lote, '0001AN01', 'destino', 'A bobina já está neste endereço.'],
      ['ZZZZZZZZZZ', '0001BN01', 'lote', 'Bobina não encontrada.'],
    ];
    for (const [lote, destino, campo, msg] of casos) {
      const r = await post(lote, destino);
      expect([r.status, r.errors[campo]], `${lote} ${destino}`).toEqual([400, [msg]]);
    }
    const semCorpo = await t.call({ method: 'POST', url: '/api/instrucoes', payload: {} });
    expect(Object.keys(semCorpo.json().errors).sort()).toEqual(['destino', 'lote']);
  });

  it('a bobina precisa estar no pátio (não planejada, não carregada)', async () => {
    const b = await colocar(t, '0001CN01');
    await t.database.db.execute(
      sql`update bobinas set status = 'CARREGADA', endereco = null where id = ${b.id}`,
    );
    const r = await post(b.lote, '0001DN01');
    expect([r.status, r.errors.lote]).toEqual([400, ['A bobina não está no pátio.']]);
  });

  it('destino ocupado ou pirâmide sem apoio: 409, também com force', async () => {
    const b = await colocar(t, '0002AN01');
    await colocar(t, '0002CN01');
    for (const force of [false, true]) {
      expect((await post(b.lote, '0002CN01', force)).msgs).toEqual([
        'Endereço ocupado por outra bobina.',
      ]);
      // DP01 rests on CN01 and DN01; DN01 is empty.
      const r = await post(b.lote, '0002DP01', force);
      expect([r.status, r.msgs]).toEqual([
        409,
        ['Não há bobinas de apoio para a pirâmide neste endereço.'],
      ]);
    }
    // The coil cannot be the support of its own new slot: BP01 rests on AN01 (itself) and BN01.
    await colocar(t, '0002BN01');
    expect((await post(b.lote, '0002BP01', true)).status).toBe(409);
  });

  it('largura e posições A/B: 422 com as mensagens; force cadastra e grava ALERTA', async () => {
    await colocar(t, '0003AN02', { largura: 1000 });
    await colocar(t, '0003BN02', { largura: 1000 });
    const larga = await colocar(t, '0003HN09', { largura: 1500 });
    const sem = await post(larga.lote, '0003BP02');
    expect([sem.status, sem.errors.geral]).toEqual([422, [LARGURA, POSICOES_AB]]);
    expect((await linhas(t, sql`select 1 from instrucoes where destino = '0003BP02'`)).length).toBe(
      0,
    );
    const com = await post(larga.lote, '0003BP02', true);
    expect(com.status).toBe(201);
    const [alerta] = await ultimosEventos(t, 1);
    expect(alerta).toMatchObject({ tipo: 'ALERTA', email_responsavel: 'admin@patio.local' });
    expect(alerta?.descricao).toContain('LARGURA');
    expect(alerta?.descricao).toContain('POSICOES_AB');
  });

  it('uma instrução aberta por bobina e um destino por instrução aberta: 409', async () => {
    const a = await colocar(t, '0004AN01');
    const b = await colocar(t, '0004BN01');
    await instrucao(t, a.lote, '0004EN01');
    expect(await post(a.lote, '0004FN01')).toMatchObject({
      status: 409,
      msgs: ['Já existe uma instrução aberta para esta bobina.'],
    });
    const r = await post(b.lote, '0004EN01');
    expect([r.status, r.errors.destino]).toEqual([
      409,
      ['Este destino já está reservado para outra instrução aberta.'],
    ]);
    const idB = await instrucao(t, b.lote, '0004GN01');
    const troca = await putInstrucao(t, idB, { lote: b.lote, destino: '0004EN01' });
    expect(troca.statusCode).toBe(409);
  });

  it('corridas: dois cadastros da mesma bobina, e de um destino, deixam um só', async () => {
    const bs = await Promise.all(['0005AN01', '0005BN01', '0005CN01'].map((e) => colocar(t, e)));
    const [x, y, z] = bs as [(typeof bs)[0], (typeof bs)[0], (typeof bs)[0]];
    const mesmaBobina = await Promise.all([post(x.lote, '0006AN01'), post(x.lote, '0006BN01')]);
    expect(mesmaBobina.map((r) => r.status).sort()).toEqual([201, 409]);
    const mesmoDestino = await Promise.all([post(y.lote, '0006CN01'), post(z.lote, '0006CN01')]);
    expect(mesmoDestino.map((r) => r.status).sort()).toEqual([201, 409]);
    const abertas = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int n from instrucoes where estado <> 'CONCLUIDA' and destino like '0006%'`,
    );
    expect(abertas[0]?.n).toBe(2);
  });
});
