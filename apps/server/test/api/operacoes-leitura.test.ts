import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import {
  bobinaRow,
  colocar,
  estadoDa,
  instrucao,
  movimentosDa,
  pegar,
  selecionar,
  soltar,
  tocar,
} from './instrucoes-fixtures.ts';

/* The cab's label reading on pick and drop (docs/etiquetas-e-leitura.md). */
describe.each(BACKENDS)('leitura da etiqueta na ponte (%s)', (backend) => {
  let t: TestApp;
  let obrigatoria: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    obrigatoria = await buildTestApp(backend, { leituraObrigatoria: true });
  });
  afterAll(async () => {
    await t.close();
    await obrigatoria.close();
  });

  it('pegar e soltar com a leitura certa: a história diz que foi confirmada', async () => {
    const b = await colocar(t, '0011AN01');
    const id = await instrucao(t, b.lote, '0011BN01');
    expect((await selecionar(t, 'PR#493', id)).statusCode).toBe(201);
    const pega = await tocar(t, 'PR#493', 'pegar', { lido: ` ${b.lote.toLowerCase()} ` });
    expect(pega.statusCode, pega.body).toBe(200);
    const solta = await tocar(t, 'PR#493', 'soltar', { lido: '0011BN01' });
    expect(solta.statusCode, solta.body).toBe(200);
    expect(await bobinaRow(t, b.id)).toEqual({ endereco: '0011BN01', status: 'NO_PATIO' });
    const [, pegaLinha, soltaLinha] = await movimentosDa(t, b.id);
    expect(pegaLinha?.motivo).toBe(
      `Pega pela ponte PR#493 (instrução ${id}) — confirmada pela leitura da etiqueta`,
    );
    expect(soltaLinha?.motivo).toBe(
      `Instrução ${id} executada pela ponte PR#493 — confirmada pela leitura da etiqueta`,
    );
  });

  it('bobina lida diferente: 409 BOBINA_LIDA_DIFERENTE, nada muda, um ALERTA', async () => {
    const b = await colocar(t, '0011AN03');
    const id = await instrucao(t, b.lote, '0011BN03');
    expect((await selecionar(t, 'PR#493', id)).statusCode).toBe(201);
    const res = await tocar(t, 'PR#493', 'pegar', { lido: 'OUTRA123' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      Messagens: [`Bobina lida OUTRA123; a instrução é da bobina ${b.lote}.`],
      codigos: ['BOBINA_LIDA_DIFERENTE'],
    });
    expect(await bobinaRow(t, b.id)).toEqual({ endereco: '0011AN03', status: 'NO_PATIO' });
    expect(await estadoDa(t, id)).toMatchObject({ estado: 'SELECIONADA' });
    expect(await movimentosDa(t, b.id)).toHaveLength(1);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev).toMatchObject({ tipo: 'ALERTA' });
    expect(ev?.descricao).toContain(`Bobina lida OUTRA123; a instrução é da bobina ${b.lote}.`);
    expect(ev?.descricao).toContain('PR#493');
    // Without a body the pick behaves as before the readings.
    expect((await pegar(t, 'PR#493')).statusCode).toBe(200);

    const solta = await tocar(t, 'PR#493', 'soltar', { lido: '0011CN03' });
    expect(solta.statusCode).toBe(409);
    expect(solta.json()).toMatchObject({
      Messagens: ['Endereço lido 0011CN03; o destino é 0011BN03.'],
      codigos: ['ENDERECO_LIDO_DIFERENTE'],
    });
    expect(await bobinaRow(t, b.id)).toEqual({ endereco: '0011AN03', status: 'EM_MOVIMENTO' });
    expect((await ultimosEventos(t, 1))[0]).toMatchObject({ tipo: 'ALERTA' });
    const sem = await soltar(t, 'PR#493');
    expect(sem.statusCode, sem.body).toBe(200);
    expect((await movimentosDa(t, b.id)).at(-1)?.motivo).toBe(
      `Instrução ${id} executada pela ponte PR#493`,
    );
  });

  it('lido vazio ou não texto é 400 com o campo', async () => {
    const res = await tocar(t, 'PR#493', 'pegar', { lido: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Messagens).toEqual(['Código lido inválido.']);
  });

  it('LEITURA_OBRIGATORIA=1: pegar sem lido é 409 LEITURA_OBRIGATORIA; com lido, pega', async () => {
    const b = await colocar(obrigatoria, '0012AN01');
    const id = await instrucao(obrigatoria, b.lote, '0012BN01');
    expect((await selecionar(obrigatoria, 'PR#493', id)).statusCode).toBe(201);
    const sem = await pegar(obrigatoria, 'PR#493');
    expect(sem.statusCode).toBe(409);
    expect(sem.json()).toMatchObject({
      Messagens: ['Leia a etiqueta da bobina antes de pegar.'],
      codigos: ['LEITURA_OBRIGATORIA'],
    });
    expect(await bobinaRow(obrigatoria, b.id)).toEqual({
      endereco: '0012AN01',
      status: 'NO_PATIO',
    });
    const com = await tocar(obrigatoria, 'PR#493', 'pegar', { lido: b.lote });
    expect(com.statusCode, com.body).toBe(200);
    // The drop needs no reading: the coil was already proven at the pick.
    expect((await soltar(obrigatoria, 'PR#493')).statusCode).toBe(200);
  });
});
