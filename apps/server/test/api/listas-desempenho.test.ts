import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTOS_CONTAGEM_EXATA_ATE } from '../../src/modules/eventos/listar-eventos.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, novaBobina, postBobina } from './bobinas-fixtures.ts';

type Lista = {
  bobinas: { id: number; descricao?: string; endereco?: string; lote?: string }[];
  totalItems: number;
  totalPages: number;
};
const ENDERECOS = ['0002CN05', '0002DN05', '0002EN05', '0002FN05', '0002GN05'];

describe.each(BACKENDS)('listas em escala (%s)', (backend) => {
  let t: TestApp;
  const alem = EVENTOS_CONTAGEM_EXATA_ATE + 300;
  const listar = async (url: string, query: Record<string, string>) => {
    const res = await t.call({ method: 'GET', url, query });
    expect(res.statusCode).toBe(200);
    return res.json() as Lista;
  };

  beforeAll(async () => {
    t = await buildTestApp(backend);
    // More events than are counted exactly; seven of them carry a word no other event has.
    await t.database.db.execute(sql`
      insert into eventos (created_at, tipo, email_responsavel, descricao)
      select timestamptz '2031-01-01' + i * interval '1 minute', 'NORMAL', 'carga@patio.local',
        case when i % 100 = 0 then 'ESCALA raro ' || i else 'ESCALA comum ' || i end
      from generate_series(1, ${alem}) i`);
    for (const endereco of ENDERECOS) {
      expect((await postBobina(t, novaBobina({ endereco }))).statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('eventos: total exato até o limite, mesmo numa busca', async () => {
    const raros = await listar('/api/eventos', {
      page: '2',
      pageSize: '5',
      filter: 'descricao=*escala raro/i|emailResponsavel=*escala raro/i',
    });
    const esperado = Math.floor(alem / 100);
    expect([raros.totalItems, raros.totalPages, raros.bobinas.length]).toEqual([
      esperado,
      Math.ceil(esperado / 5),
      Math.min(5, esperado - 5),
    ]);
  });

  it('eventos: além do limite o total é estimado, nunca abaixo do que foi contado, e as páginas seguem', async () => {
    const p1 = await listar('/api/eventos', {
      page: '1',
      pageSize: '10',
      filter: 'descricao^ESCALA',
    });
    expect(p1.totalItems).toBeGreaterThan(EVENTOS_CONTAGEM_EXATA_ATE);
    // An estimate, but of the right size, not a placeholder.
    expect(p1.totalItems).toBeLessThan(alem * 5);
    expect(p1.totalPages).toBe(Math.ceil(p1.totalItems / 10));
    expect(p1.bobinas).toHaveLength(10);
    // A page past the exactly counted ones still brings the real rows, newest first.
    const pagina = Math.floor(EVENTOS_CONTAGEM_EXATA_ATE / 10) + 5;
    const adiante = await listar('/api/eventos', {
      page: String(pagina),
      pageSize: '10',
      filter: 'descricao^ESCALA',
    });
    expect(adiante.bobinas.map((e) => e.descricao)).toEqual(
      Array.from({ length: 10 }, (_, k) => {
        const i = alem - (pagina - 1) * 10 - k;
        return `ESCALA ${i % 100 === 0 ? 'raro' : 'comum'} ${i}`;
      }),
    );
  });

  it('até 16 KB a resposta vai sem compressão; acima, comprimida quando o cliente aceita, com o mesmo corpo', async () => {
    const pedir = (pageSize: number, encoding: string) =>
      t.call({
        method: 'GET',
        url: '/api/eventos',
        query: { page: '1', pageSize: String(pageSize) },
        headers: { 'accept-encoding': encoding },
      });
    const pequena = await pedir(5, 'gzip');
    expect(pequena.statusCode).toBe(200);
    expect(pequena.rawPayload.length).toBeLessThan(16 * 1024);
    expect(pequena.headers['content-encoding']).toBeUndefined();
    const plano = await pedir(300, 'identity');
    expect(plano.rawPayload.length).toBeGreaterThan(16 * 1024);
    expect(plano.rawPayload.length).toBeLessThan(64 * 1024);
    expect(plano.headers['content-encoding']).toBeUndefined();
    const gz = await pedir(300, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plano.rawPayload.length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plano.body);
  });

  it('mapa grande: bytes comprimidos guardados só enquanto o corpo for o mesmo', async () => {
    // Enough ground coils for a map body well over the size compressed by the stored path.
    await t.database.db.execute(sql`
      insert into bobinas (item, lote, endereco, grupo, material, laminacao_at, laminacao_turno,
        largura, status)
      select 'M' || g, 'MAPA' || (1000 + g), lpad((10 + g / 72)::text, 4, '0')
          || chr(65 + g % 8) || 'N0' || (1 + (g / 8) % 9), 'LQ', 'BQ', '2024-05-10 08:30', 1,
          1000, 'NO_PATIO'
      from generate_series(0, 399) g`);
    const pedir = (encoding: string) =>
      t.call({
        method: 'GET',
        url: '/api/bobinas',
        query: { page: '1' },
        headers: { 'accept-encoding': encoding },
      });
    const plano = await pedir('identity');
    expect(plano.body.length).toBeGreaterThan(64 * 1024);
    for (const [aceita, cod] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const res = await pedir(aceita);
      expect(res.headers['content-encoding']).toBe(cod);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const corpo =
        cod === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(corpo.toString()).toBe(plano.body);
    }
    // The yard changes: the next answer is the new map, never the stored bytes of the old one.
    const movida = (JSON.parse(plano.body) as Lista).bobinas.find((b) =>
      b.lote?.startsWith('MAPA'),
    );
    expect((await corrigir(t, movida?.id ?? 0, '0001HN09', true)).statusCode).toBe(200);
    const depois = await pedir('gzip');
    const novo = (await pedir('identity')).body;
    expect(novo).not.toBe(plano.body);
    expect(gunzipSync(depois.rawPayload).toString()).toBe(novo);
  });

  it('busca de bobinas (contém /i em várias colunas) conta e pagina o que encontra', async () => {
    const campos = ['lote', 'endereco', 'item', 'grupo', 'material', 'fluxo'];
    const busca = (x: string) => campos.map((c) => `${c}=*${x}/i`).join('|');
    const todas = await listar('/api/bobinas', {
      page: '1',
      pageSize: '50',
      filter: busca('0002'),
    });
    expect(todas.totalItems).toBe(todas.bobinas.length);
    expect(todas.bobinas.map((b) => b.endereco)).toEqual(expect.arrayContaining(ENDERECOS));
    expect(todas.bobinas.every((b) => JSON.stringify(b).toLowerCase().includes('0002'))).toBe(true);
    const p2 = await listar('/api/bobinas', {
      page: '2',
      pageSize: '2',
      orderBy: 'endereco desc',
      filter: busca('0002'),
    });
    expect(p2.totalItems).toBe(todas.totalItems);
    expect(p2.totalPages).toBe(Math.ceil(todas.totalItems / 2));
    expect(p2.bobinas).toHaveLength(2);
  });
  it('consultas guardadas por forma: cada filtro, ordem e página traz as suas linhas, em qualquer sequência', async () => {
    // The list queries are built once per (list, filter, order) and run again with the page's
    // limit and offset (lib/preparadas.ts): alternating shapes and pages must never mix them.
    const esperado = [...ENDERECOS].sort();
    const pagina = (page: number, pageSize: number, orderBy: string, filter: string) =>
      listar('/api/bobinas', { page: String(page), pageSize: String(pageSize), orderBy, filter });
    const filtro = `endereco^0002,endereco$N05`;
    for (let volta = 0; volta < 2; volta++) {
      for (const [ordem, lista] of [
        ['endereco', esperado],
        ['endereco desc', [...esperado].reverse()],
      ] as const) {
        for (let p = 1; p <= 3; p++) {
          const r = await pagina(p, 2, ordem, filtro);
          expect(r.bobinas.map((b) => b.endereco)).toEqual(lista.slice((p - 1) * 2, p * 2));
          expect([r.totalItems, r.totalPages]).toEqual([5, 3]);
        }
      }
      // Another filter of the same list and order, then the first one again.
      const uma = await pagina(1, 2, 'endereco', 'endereco=0002EN05');
      expect([uma.bobinas.map((b) => b.endereco), uma.totalItems]).toEqual([['0002EN05'], 1]);
    }
  });
});
