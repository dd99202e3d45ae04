import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { criarBobina, mensagens, postDespacho, slots } from './despachos-fixtures.ts';

/** Creating a dispatch answers every refused coil at once. */
describe.each(BACKENDS)('despachos: todas as recusas de uma vez (%s)', (backend) => {
  let t: TestApp;
  const livre = slots();
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('cada bobina recusada aparece na resposta, em ordem de carregamento; nada é gravado', async () => {
    const solta = await criarBobina(t, livre());
    const ocupada = await criarBobina(t, livre());
    expect((await postDespacho(t, 'REC-OUTRO', [ocupada.id])).statusCode).toBe(201);
    const manual = await criarBobina(t, livre());
    await t.database.db.execute(
      sql`insert into instrucoes (bobina_id, destino, tipo) values (${manual.id}, '0030HN08', 'MANUAL')`,
    );
    const chao = await criarBobina(t, '0001CN07');
    await criarBobina(t, '0001DN07');
    await criarBobina(t, '0001DP07');

    const r = await postDespacho(t, 'REC-NOVO', [ocupada.id, solta.id, manual.id, chao.id]);
    expect(r.statusCode).toBe(409);
    // A coil under a pyramid coil is no refusal: its relocation is planned (docs/relocation.md).
    expect(mensagens(r)).toEqual([
      `A bobina ${ocupada.lote} já está no despacho REC-OUTRO.`,
      `A bobina ${manual.lote} já tem uma instrução em aberto.`,
    ]);
    const nada = await t.call({
      method: 'GET',
      url: '/api/despachos',
      query: { filter: 'identificacao=REC-NOVO' },
    });
    expect(nada.json().totalItems).toBe(0);
    expect(await linhas(t, sql`select 1 from instrucoes where bobina_id = ${solta.id}`)).toEqual(
      [],
    );
    // The coil that could go still goes, once the others are left out.
    expect((await postDespacho(t, 'REC-NOVO', [solta.id])).statusCode).toBe(201);
  });
});
