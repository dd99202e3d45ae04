import { randomUUID } from 'node:crypto';
import { ZBobinaLinha, ZInstrucaoLinha, ZItemLista } from '@patio/domain';
import { asc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventos } from '../../src/db/schema.ts';
import { colunasDaApi } from '../../src/lib/colunas-da-api.ts';
import { COLUNAS_LINHA } from '../../src/modules/bobinas/colunas.ts';
import { COLUNAS_INSTRUCAO } from '../../src/modules/instrucoes/colunas.ts';
import { itemDaLista } from '../../src/modules/listas/colunas.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

// Microseconds that must be cut, not rounded; the second before the epoch; a whole second.
const INSTANTES = [
  '2031-02-03 04:05:06.999999+00',
  '2031-02-03 04:05:06.0005+00',
  '2031-02-03 23:59:59+00',
  '1969-12-31 23:59:59.999999+00',
];

describe.each(BACKENDS)('colunas na forma da API (%s)', (backend) => {
  let t: TestApp;
  const marca = `instantes ${randomUUID()}`;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    for (const [i, instante] of INSTANTES.entries())
      await t.database.db.execute(sql`
        insert into eventos (created_at, tipo, email_responsavel, descricao)
        values (${instante}::timestamptz, 'NORMAL', null, ${`${marca} ${i}`})`);
  });
  afterAll(() => t.close());

  /** What Drizzle's own mapping gives: a Date, written as the API wrote it before. */
  const porDate = async () =>
    (
      await t.database.db
        .select({ c: eventos.createdAt })
        .from(eventos)
        .where(like(eventos.descricao, `${marca}%`))
        .orderBy(asc(eventos.descricao))
    ).map((r) => r.c.toISOString());

  it('a lista de eventos escreve cada instante como Date.toISOString()', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/eventos',
      query: { page: '1', pageSize: '10', orderBy: 'descricao', filter: `descricao^${marca}` },
    });
    expect(res.statusCode).toBe(200);
    const linhas = (res.json() as { bobinas: { createdAt: string }[] }).bobinas;
    expect(linhas.map((l) => l.createdAt)).toEqual(await porDate());
    expect(linhas[0]?.createdAt).toBe('2031-02-03T04:05:06.999Z');
  });

  it('o fuso da sessão não muda o texto', async () => {
    const textos = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/Sao_Paulo'`);
      return tx
        .select(colunasDaApi({ c: eventos.createdAt }))
        .from(eventos)
        .where(like(eventos.descricao, `${marca}%`))
        .orderBy(asc(eventos.descricao));
    });
    expect(textos.map((r) => r.c)).toEqual(await porDate());
  });
});

describe('colunas das listas na ordem dos esquemas (o serializador não copia as linhas)', () => {
  it.each([
    ['bobinas', Object.keys(colunasDaApi(COLUNAS_LINHA)), ZBobinaLinha.shape],
    ['itens das listas', Object.keys(itemDaLista(null)), ZItemLista.shape],
    ['instruções', Object.keys(COLUNAS_INSTRUCAO), ZInstrucaoLinha.shape],
  ])('%s', (_, colunas, shape) => {
    expect(colunas).toEqual(Object.keys(shape));
  });
});
