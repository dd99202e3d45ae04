import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import {
  carregarPorSql,
  criarBobina,
  getDespacho,
  instrucoesDe,
  mensagens,
  postDespacho,
  putDespacho,
  slots,
} from './despachos-fixtures.ts';

/**
 * DELETE despachos/{id} and DELETE despachos/{id}/finalizar
 * (docs/product/operations.md#dispatch-calls, docs/product/server-contract.md#dispatch).
 */
describe.each(BACKENDS)('despachos: excluir e finalizar (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  const novo = async (identificacao: string, n: number) => {
    const bs = [];
    for (let i = 0; i < n; i++) bs.push(await criarBobina(t, livre()));
    const r = await postDespacho(
      t,
      identificacao,
      bs.map((b) => b.id),
    );
    return { id: r.json().data.id as number, ids: bs.map((b) => b.id) };
  };
  const excluir = (id: number) => t.call({ method: 'DELETE', url: `/api/despachos/${id}` });
  const finalizar = (id: number) =>
    t.call({ method: 'DELETE', url: `/api/despachos/${id}/finalizar` });

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('exclui um despacho sem carga: some com as instruções e libera as bobinas', async () => {
    const { id, ids } = await novo('DEL-1', 2);
    const r = await excluir(id);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.mensagem).toBe('Operação de despacho excluída com sucesso');
    expect((await t.call({ method: 'GET', url: `/api/despachos/${id}` })).statusCode).toBe(404);
    expect(await instrucoesDe(t, id)).toEqual([]);
    expect((await ultimosEventos(t, 1))[0]?.descricao).toBe(
      'Despacho DEL-1 (TREM) excluído com 2 bobina(s) por admin.',
    );
    const hist = await t.call({ method: 'GET', url: `/api/bobinas/${ids[0]}/historico` });
    expect(hist.json().data[0].motivo).toBe('Retirada do despacho DEL-1 (despacho excluído)');
    expect((await postDespacho(t, 'DEL-1', ids)).statusCode).toBe(201);
    expect((await excluir(id)).statusCode).toBe(404);
  });

  it('não exclui com bobina carregada nem com instrução iniciada na ponte', async () => {
    const { id, ids } = await novo('DEL-2', 2);
    await carregarPorSql(t, id, ids[0] as number);
    const r = await excluir(id);
    expect(r.statusCode).toBe(409);
    expect(mensagens(r)).toEqual([
      'Este despacho tem 1 bobina(s) já carregada(s) e não pode ser excluído.',
    ]);
    const outro = await novo('DEL-3', 1);
    await t.database.db.execute(sql`update instrucoes set estado = 'INICIADA', ponte = 'PR345',
      ordem = 1 where despacho_id = ${outro.id}`);
    const r2 = await excluir(outro.id);
    expect(r2.statusCode).toBe(409);
    expect(mensagens(r2)[0]).toContain('já foi iniciada na ponte PR345');
    expect((await getDespacho(t, outro.id)).quantidadeBobinas).toBe(1);
  });

  it('finaliza só com todas carregadas; expede as bobinas e fecha o despacho', async () => {
    const { id, ids } = await novo('FIM-1', 3);
    const [a, b, c] = ids as [number, number, number];
    await carregarPorSql(t, id, a);
    await carregarPorSql(t, id, b);
    const cedo = await finalizar(id);
    expect(cedo.statusCode).toBe(409);
    expect(mensagens(cedo)).toEqual([
      'Ainda falta(m) 1 bobina(s) a carregar; o despacho só pode ser finalizado com todas carregadas.',
    ]);
    await carregarPorSql(t, id, c);
    const r = await finalizar(id);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      finalizado: true,
      quantidadeBobinas: 3,
      bobinasCarregadas: 3,
    });
    expect(r.json().data.finalizadoAt).toEqual(expect.any(String));
    const status = await linhas<{ status: string; endereco: null }>(
      t,
      sql`select status, endereco from bobinas where id in (${a}, ${b}, ${c})`,
    );
    expect(status).toEqual(Array(3).fill({ status: 'EXPEDIDA', endereco: null }));
    const abertos = await linhas(
      t,
      sql`select 1 from despacho_bobinas where despacho_id = ${id} and aberto`,
    );
    expect(abertos).toEqual([]);
    const hist = await t.call({ method: 'GET', url: `/api/bobinas/${a}/historico` });
    expect(hist.json().data[0]).toMatchObject({
      motivo: 'Expedida no despacho FIM-1 (TREM)',
      statusDe: 'CARREGADA',
      statusPara: 'EXPEDIDA',
    });
    expect((await ultimosEventos(t, 1))[0]?.descricao).toBe(
      'Despacho FIM-1 (TREM) finalizado: 3 bobina(s) expedida(s) por admin.',
    );
    // History now: nothing may change it.
    const fechado = 'Este despacho já foi finalizado e não pode ser alterado.';
    for (const res of [
      await finalizar(id),
      await excluir(id),
      await putDespacho(t, id, 'excluir', a),
      await putDespacho(t, id, 'incluir', (await criarBobina(t, livre())).id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(mensagens(res)).toEqual([fechado]);
    }
  });

  it('não finaliza despacho vazio', async () => {
    const { id, ids } = await novo('FIM-2', 1);
    await putDespacho(t, id, 'excluir', ids[0] as number);
    const r = await finalizar(id);
    expect(r.statusCode).toBe(409);
    expect(mensagens(r)).toEqual(['O despacho não tem bobinas para finalizar.']);
  });
});
