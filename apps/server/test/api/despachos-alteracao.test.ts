import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { corrigir } from './bobinas-fixtures.ts';
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
 * PUT despachos/{id}?incluir|excluir: one coil at a time (docs/product/operations.md#dispatch-form,
 * docs/product/operations.md#messages).
 */
describe.each(BACKENDS)('despachos: incluir e excluir bobina (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  const bobina = () => criarBobina(t, livre());
  const novo = async (identificacao: string, n: number) => {
    const bs = [];
    for (let i = 0; i < n; i++) bs.push(await bobina());
    const r = await postDespacho(
      t,
      identificacao,
      bs.map((b) => b.id),
    );
    return { id: r.json().data.id as number, bs };
  };
  const ordem = async (id: number) =>
    (await getDespacho(t, id)).bobinas.map((b: { bobinaId: number; sequencia: number }) => [
      b.bobinaId,
      b.sequencia,
    ]);

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('inclui no fim ou na posição pedida e exclui fechando a sequência', async () => {
    const { id, bs } = await novo('EDIT-1', 2);
    const [a, b] = bs;
    const [c, d] = [await bobina(), await bobina()];
    if (!a || !b) throw new Error('bobinas');
    const r = await putDespacho(t, id, 'incluir', c.id, 99);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ quantidadeBobinas: 3 });
    expect(await ordem(id)).toEqual([
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
    ]);
    await putDespacho(t, id, 'incluir', d.id, 1);
    expect(await ordem(id)).toEqual([
      [d.id, 1],
      [a.id, 2],
      [b.id, 3],
      [c.id, 4],
    ]);
    expect((await instrucoesDe(t, id)).map((i) => i.bobina_id).sort()).toEqual(
      [a.id, b.id, c.id, d.id].sort(),
    );
    expect((await ultimosEventos(t, 1))[0]?.descricao).toBe(
      `Bobina ${d.lote} incluída no despacho EDIT-1 (sequência 1) por admin.`,
    );

    const x = await putDespacho(t, id, 'excluir', a.id, 2);
    expect(x.statusCode).toBe(200);
    expect(await ordem(id)).toEqual([
      [d.id, 1],
      [b.id, 2],
      [c.id, 3],
    ]);
    expect((await instrucoesDe(t, id)).map((i) => i.bobina_id)).not.toContain(a.id);
    const hist = await t.call({ method: 'GET', url: `/api/bobinas/${a.id}/historico` });
    expect(hist.json().data[0].motivo).toBe('Retirada do despacho EDIT-1');
    // Free again: another dispatch may take it.
    expect((await postDespacho(t, 'EDIT-2', [a.id])).statusCode).toBe(201);
  });

  it('recusa chamadas malformadas, bobina repetida ou fora do despacho', async () => {
    const { id, bs } = await novo('EDIT-3', 1);
    const a = bs[0];
    if (!a) throw new Error('bobina');
    const put = (query: Record<string, string>) =>
      t.call({ method: 'PUT', url: `/api/despachos/${id}`, query, payload: { bobinaId: a.id } });
    expect((await put({})).statusCode).toBe(400);
    expect(mensagens(await put({ incluir: 'true', excluir: 'true' }))).toEqual([
      'Informe incluir=true ou excluir=true.',
    ]);
    const rep = await putDespacho(t, id, 'incluir', a.id);
    expect(rep.statusCode).toBe(409);
    expect(mensagens(rep)).toEqual([`A bobina ${a.lote} já está neste despacho.`]);
    const fora = await putDespacho(t, id, 'excluir', (await bobina()).id);
    expect(fora.statusCode).toBe(404);
    expect(mensagens(fora)).toEqual(['A bobina não está neste despacho.']);
    expect((await putDespacho(t, 999999, 'incluir', a.id)).statusCode).toBe(404);
    expect(await ordem(id)).toEqual([[a.id, 1]]);
  });

  it('não exclui bobina carregada; depois de Corrigir Endereço ela sai do despacho', async () => {
    const { id, bs } = await novo('EDIT-4', 2);
    const [a, b] = bs;
    if (!a || !b) throw new Error('bobinas');
    await carregarPorSql(t, id, a.id);
    expect((await getDespacho(t, id)).bobinasCarregadas).toBe(1);
    const r = await putDespacho(t, id, 'excluir', a.id);
    expect(r.statusCode).toBe(409);
    expect(mensagens(r)).toEqual([
      'Esse carregamento já foi realizado no sistema e não pode ser excluído.',
    ]);
    // Taken back off the vehicle: in the yard again, no longer counted as loaded.
    expect((await corrigir(t, a.id, '0030AN01')).statusCode).toBe(200);
    expect((await getDespacho(t, id)).bobinasCarregadas).toBe(0);
    expect((await putDespacho(t, id, 'excluir', a.id)).statusCode).toBe(200);
    expect(await ordem(id)).toEqual([[b.id, 1]]);
  });

  it('não exclui bobina cuja instrução já começou na ponte; só selecionada, exclui', async () => {
    const { id, bs } = await novo('EDIT-5', 2);
    const [a, b] = bs;
    if (!a || !b) throw new Error('bobinas');
    const db = t.database.db;
    await db.execute(sql`update instrucoes set estado = 'INICIADA', ponte = 'PR493', ordem = 1
      where despacho_id = ${id} and bobina_id = ${a.id}`);
    await db.execute(sql`update bobinas set status = 'EM_MOVIMENTO' where id = ${a.id}`);
    await db.execute(sql`update instrucoes set estado = 'SELECIONADA', ponte = 'PR493', ordem = 2
      where despacho_id = ${id} and bobina_id = ${b.id}`);
    const r = await putDespacho(t, id, 'excluir', a.id);
    expect(r.statusCode).toBe(409);
    expect(mensagens(r)).toEqual([
      `A instrução da bobina ${a.lote} já foi iniciada na ponte PR493; aguarde o fim da instrução.`,
    ]);
    expect((await putDespacho(t, id, 'excluir', b.id)).statusCode).toBe(200);
    expect((await instrucoesDe(t, id)).map((i) => i.bobina_id)).toEqual([a.id]);
    // A lifted coil cannot join a dispatch either.
    const outro = await postDespacho(t, 'EDIT-6', [a.id]);
    expect(outro.statusCode).toBe(409);
  });
});
