import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { novaBobina, postBobina } from './bobinas-fixtures.ts';

/** Gridify syntax a Gridify client may send (docs/decisions.md, "Gridify: compatibilidade"). */
describe.each(BACKENDS)('Gridify: null, ordenação de nulos, escapes (%s)', (backend) => {
  let t: TestApp;
  const lote: Record<'larga' | 'semLargura' | 'estreita', string> = {
    larga: '',
    semLargura: '',
    estreita: '',
  };
  const pedir = (query: Record<string, string>) =>
    t.call({ method: 'GET', url: '/api/bobinas', query });
  const lotes = async (query: Record<string, string>) => {
    const res = await pedir(query);
    expect(res.statusCode, `${JSON.stringify(query)}: ${res.body}`).toBe(200);
    return res.json().bobinas.map((b: { lote: string }) => b.lote);
  };

  beforeAll(async () => {
    t = await buildTestApp(backend);
    const dados = [
      ['larga', { largura: 1200, endereco: '0007AN01' }],
      ['semLargura', { largura: null, fluxo: null, endereco: '0007BN01' }],
      ['estreita', { largura: 900, endereco: '0007CN01' }],
    ] as const;
    for (const [nome, over] of dados) {
      const res = await postBobina(t, novaBobina(over), true);
      expect(res.statusCode, res.body).toBe(201);
      lote[nome] = res.json().data.lote;
    }
  });
  afterAll(() => t.close());

  it('a palavra null: IS NULL / IS NOT NULL, em números, datas e textos', async () => {
    expect(await lotes({ filter: 'largura=null' })).toEqual([lote.semLargura]);
    expect(await lotes({ filter: 'largura!=null' })).toEqual([lote.larga, lote.estreita]);
    expect(await lotes({ filter: 'laminacaoAt=null' })).toEqual([]);
    expect(await lotes({ filter: 'laminacaoAt!=null' })).toHaveLength(3);
    expect(await lotes({ filter: 'fluxo=null' })).toEqual([lote.semLargura]);
    // Escaped, it is the text "null".
    expect(await lotes({ filter: 'fluxo=\\null' })).toEqual([]);
  });

  it('sufixos de ordenação: ? nulos primeiro, ! nulos por último', async () => {
    expect(await lotes({ orderBy: 'largura?, lote' })).toEqual([
      lote.semLargura,
      lote.larga,
      lote.estreita,
    ]);
    expect(await lotes({ orderBy: 'largura!, largura desc' })).toEqual([
      lote.larga,
      lote.estreita,
      lote.semLargura,
    ]);
    expect(await lotes({ orderBy: 'largura? desc, largura' })).toEqual([
      lote.estreita,
      lote.larga,
      lote.semLargura,
    ]);
    const ruim = await pedir({ orderBy: 'largura?!' });
    expect([ruim.statusCode, ruim.json().Messagens]).toEqual([400, ['Ordenação inválida']]);
  });

  it('a barra invertida escapa qualquer caractere, inclusive o espaço', async () => {
    expect(await lotes({ filter: 'item=\\ test' })).toEqual([]);
    expect(await lotes({ filter: 'item=*\\ test' })).toEqual([]);
    expect(await lotes({ filter: `lote=\\${lote.larga}` })).toEqual([lote.larga]);
    expect(await lotes({ filter: `lote=*${lote.larga}\\ ` })).toEqual([]);
  });

  it('continua: página ≤ 0 é 400 e uma data sem hora é o dia inteiro', async () => {
    for (const page of ['0', '-1']) {
      const res = await pedir({ page, pageSize: '10' });
      expect([res.statusCode, res.json().errors]).toEqual([400, { page: ['Página inválida'] }]);
    }
    expect(await lotes({ filter: 'laminacaoAt=2024-05-10' })).toHaveLength(3);
    expect(await lotes({ filter: 'laminacaoAt=2024-05-10T08:30' })).toHaveLength(3);
    expect(await lotes({ filter: 'laminacaoAt=2024-05-10T08:31' })).toEqual([]);
  });
});
