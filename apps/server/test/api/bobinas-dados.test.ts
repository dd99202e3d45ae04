/** The coil data rules (docs/coil-data-rules.md) on every way in: coil, reserve item, import. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';
import { novoItem, postItem } from './listas-fixtures.ts';

const IMPOSSIVEL = { item: 'x', lote: '1', laminacaoAt: '2031-05-01T10:00', peso: 99_999 };
const ERROS = {
  item: ['Formato inválido'],
  lote: ['Mínimo de 10 caracteres'],
  laminacaoAt: ['A data de laminação não pode estar no futuro'],
  peso: ['O peso deve estar entre 0,1 e 50 t'],
};

describe.each(BACKENDS)('dados impossíveis de bobina (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const contar = async () =>
    (await linhas<{ n: number }>(t, sql`select count(*)::int n from bobinas`))[0]?.n;
  /** Stores values the rules now refuse, as a coil registered before them would hold. */
  const envelhecer = (id: number) =>
    t.database.db.execute(sql`update bobinas set item = 'x', lote = ${`V${id}`},
      laminacao_at = '2031-05-01 10:00', peso = 99999, largura = 10 where id = ${id}`);

  it('POST bobinas e POST listas recusam item, lote, data futura e peso impossíveis', async () => {
    const antes = await contar();
    const bobina = await postBobina(t, novaBobina({ ...IMPOSSIVEL, endereco: '0002CN05' }));
    expect(bobina.statusCode).toBe(400);
    expect(bobina.json().errors).toEqual(ERROS);
    const item = await t.call({
      method: 'POST',
      url: '/api/listas',
      payload: novoItem(IMPOSSIVEL),
    });
    expect(item.statusCode).toBe(400);
    expect(item.json().errors).toEqual(ERROS);
    const medidas = await postBobina(t, novaBobina({ espessura: 45, largura: 3000 }));
    expect(medidas.json().errors).toEqual({
      espessura: ['A espessura deve estar entre 0,1 e 30 mm'],
      largura: ['A largura deve estar entre 500 e 2.200 mm'],
    });
    expect(await contar()).toBe(antes);
  });

  it('a importação recusa a linha e nomeia a regra; nada é gravado', async () => {
    const antes = await contar();
    for (const [linha, mensagem] of [
      [{ lote: '1' }, 'Linha 3: Lote: valor inválido "1" (exatamente 10 caracteres).'],
      [{ peso: 99_999 }, 'Linha 3: O peso deve estar entre 0,1 e 50 t.'],
      [
        { laminacaoAt: '2031-05-01T10:00' },
        'Linha 3: A data de laminação não pode estar no futuro.',
      ],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/listas/importar',
        payload: [novoItem(), novoItem(linha)],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Messagens).toEqual([mensagem]);
    }
    expect(await contar()).toBe(antes);
  });

  it('uma bobina gravada antes das regras continua legível e editável; o que muda é conferido', async () => {
    const res = await postBobina(t, novaBobina({ endereco: '0003CN05' }));
    const { id } = res.json().data;
    await envelhecer(id);
    const lida = await t.call({ method: 'GET', url: `/api/bobinas/${id}` });
    expect(lida.statusCode).toBe(200);
    const velha = lida.json().data;
    expect(velha).toMatchObject({ item: 'x', peso: 99_999, largura: 10 });
    const put = (payload: object) => t.call({ method: 'PUT', url: `/api/bobinas/${id}`, payload });

    // Everything sent back as stored, one other field changed: saved.
    const ok = await put({ ...velha, grupo: 'FM' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ grupo: 'FM', peso: 99_999, largura: 10 });
    // A changed value must meet the rule; nothing of the call is written.
    const ruim = await put({ ...velha, grupo: 'LZ', largura: 20, laminacaoAt: '2032-01-01T00:00' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual({
      largura: ['A largura deve estar entre 500 e 2.200 mm'],
      laminacaoAt: ['A data de laminação não pode estar no futuro'],
    });
    expect((await t.call({ method: 'GET', url: `/api/bobinas/${id}` })).json().data).toMatchObject({
      grupo: 'FM',
      largura: 10,
    });
    const corrigida = await put({ ...velha, largura: 1250, peso: 25 });
    expect(corrigida.statusCode).toBe(200);
    expect(corrigida.json().data).toMatchObject({ largura: 1250, peso: 25 });
  });

  it('um item de lista reserva antigo também: PUT listas confere só o que muda', async () => {
    const { id } = await postItem(t);
    await envelhecer(id);
    const velho = (await t.call({ method: 'GET', url: `/api/listas/${id}` })).json().data;
    const put = (payload: object) => t.call({ method: 'PUT', url: `/api/listas/${id}`, payload });
    const ok = await put({ ...velho, material: 'BG' });
    expect(ok.statusCode, ok.body).toBe(200);
    const ruim = await put({ ...velho, peso: 0 });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual({ peso: ['O peso deve estar entre 0,1 e 50 t'] });
  });
});
