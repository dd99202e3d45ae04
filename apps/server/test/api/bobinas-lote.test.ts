import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, linhas, novaBobina as nova, novoLote, postBobina } from './bobinas-fixtures.ts';

describe.each(BACKENDS)('lote e histórico das bobinas (%s)', (backend) => {
  let t: TestApp;
  const criar = (payload: object) => postBobina(t, payload);
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('histórico: mais novo primeiro, após cadastro e duas correções de endereço', async () => {
    const { data } = (await criar(nova({ endereco: '0002AN09' }))).json();
    for (const novo of ['0002BN09', '0002CN09']) {
      const r = await corrigir(t, data.id, novo);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.endereco).toBe(novo);
    }
    const h = await t.call({ method: 'GET', url: `/api/bobinas/${data.id}/historico` });
    expect(h.statusCode).toBe(200);
    expect(
      h
        .json()
        .data.map((m: { de: string; para: string; statusDe: string }) => [
          m.de,
          m.para,
          m.statusDe,
        ]),
    ).toEqual([
      ['0002BN09', '0002CN09', 'NO_PATIO'],
      ['0002AN09', '0002BN09', 'NO_PATIO'],
      [null, '0002AN09', null],
    ]);
    expect(h.json().data[0]).toMatchObject({
      usuarioEmail: 'admin@patio.local',
      statusPara: 'NO_PATIO',
      motivo: 'Correção de endereço',
    });
  });

  it('lote único entre bobinas não expedidas; só EXPEDIDA libera o lote', async () => {
    const p = nova({ endereco: '0002AN08' });
    expect((await criar(p)).statusCode).toBe(201);
    const dup = await criar({ ...p, endereco: '0002BN08' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().Messagens).toEqual(['Já existe uma bobina com este lote.']);
    await t.database.db.execute(
      sql`update bobinas set status = 'CARREGADA', endereco = null where lote = ${p.lote}`,
    );
    expect((await criar({ ...p, endereco: '0002BN08' })).statusCode).toBe(409);
    await t.database.db.execute(sql`update bobinas set status = 'EXPEDIDA' where lote = ${p.lote}`);
    const reuso = await criar({ ...p, endereco: '0002BN08' });
    expect(reuso.statusCode).toBe(201);
    const todas = await linhas<{ status: string }>(
      t,
      sql`select status from bobinas where lote = ${p.lote} order by id`,
    );
    expect(todas.map((r) => r.status)).toEqual(['EXPEDIDA', 'NO_PATIO']);
  });

  it('lote de lista reserva (PLANEJADA): coloca aquela mesma bobina, sem duplicar', async () => {
    const lote = novoLote();
    const [plan] = await linhas<{ id: number }>(
      t,
      sql`insert into bobinas (item, lote, grupo, material, laminacao_at, laminacao_turno, tipo, status)
          values ('A11111', ${lote}, 'LZ', 'BG', '2024-01-02 03:04', 3, 'RESERVA', 'PLANEJADA')
          returning id`,
    );
    const res = await criar(nova({ lote, endereco: '0002CN08', grupo: 'LQ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      id: plan?.id,
      status: 'NO_PATIO',
      endereco: '0002CN08',
      grupo: 'LQ',
      tipo: 'RESERVA',
    });
    const n = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int n from bobinas where lote = ${lote}`,
    );
    expect(n[0]?.n).toBe(1);
    const h = (await t.call({ method: 'GET', url: `/api/bobinas/${plan?.id}/historico` })).json();
    expect(h.data[0]).toMatchObject({ statusDe: 'PLANEJADA', statusPara: 'NO_PATIO' });
  });
});
