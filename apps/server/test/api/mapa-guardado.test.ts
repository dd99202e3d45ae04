import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';

interface Celula {
  id: number;
  endereco: string;
  grupo: string;
}

/**
 * The whole-yard map is kept between calls while no coil changed (modules/bobinas/mapa-guardado.ts).
 * What a client must see: after any change, by any path, the next map is the yard as it is now,
 * byte for byte what the uncached list gives.
 */
describe.each(BACKENDS)('mapa guardado entre chamadas (%s)', (backend) => {
  let t: TestApp;
  const mapa = () => t.call({ method: 'GET', url: '/api/bobinas?page=1' });
  /** The same rows by the list path that is never kept (an explicit order). */
  const semGuardar = () => t.call({ method: 'GET', url: '/api/bobinas?page=1&orderBy=lote' });
  const celula = async (id: number) =>
    ((await mapa()).json().bobinas as Celula[]).find((b) => b.id === id);
  const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  async function novaNoPatio(endereco: string) {
    const res = await postBobina(t, novaBobina({ endereco }), true);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }

  it('a resposta guardada é a mesma, byte a byte, que a lista sem guardar', async () => {
    await novaNoPatio('0003AN01');
    const primeira = await mapa();
    const segunda = await mapa();
    expect(primeira.statusCode).toBe(200);
    expect(primeira.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(segunda.body).toBe(primeira.body);
    expect(segunda.body).toBe((await semGuardar()).body);
  });

  it('cadastro, correção de endereço e exclusão pela API aparecem no mapa seguinte', async () => {
    await mapa();
    const id = await novaNoPatio('0003BN02');
    expect((await celula(id))?.endereco).toBe('0003BN02');
    expect((await corrigir(t, id, '0003BN03', true)).statusCode).toBe(200);
    expect((await celula(id))?.endereco).toBe('0003BN03');
    expect((await t.call({ method: 'DELETE', url: `/api/bobinas/${id}` })).statusCode).toBe(200);
    expect(await celula(id)).toBeUndefined();
    expect((await mapa()).body).toBe((await semGuardar()).body);
  });

  it('mudanças feitas direto no banco, fora do servidor, também', async () => {
    const id = await novaNoPatio('0003CN04');
    await mapa();
    await exec(sql`update bobinas set grupo = 'ZZ-Direto' where id = ${id}`);
    expect((await celula(id))?.grupo).toBe('ZZ-Direto');
    // A coil that leaves the yard leaves a row that no longer matches the map.
    await exec(sql`update bobinas set endereco = null, status = 'EXPEDIDA' where id = ${id}`);
    expect(await celula(id)).toBeUndefined();
    const outra = await novaNoPatio('0003CN05');
    await mapa();
    // A delete leaves no row to stamp: the yard's count tells.
    await exec(sql`delete from bobinas where id = ${outra}`);
    expect(await celula(outra)).toBeUndefined();
    expect((await mapa()).body).toBe((await semGuardar()).body);
  });

  it('uma bobina apagada e inserida de volta de uma cópia, com o carimbo antigo, também', async () => {
    const id = await novaNoPatio('0003GN02');
    const antes = (await mapa()).body;
    // A copy of the row (stamp included) comes back moved: same count, an old stamp asked for.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table copia on commit drop as
        select * from bobinas where id = ${id}`);
      await tx.execute(sql`update copia set endereco = '0003GN03'`);
      await tx.execute(sql`delete from bobinas where id = ${id}`);
      await tx.execute(sql`insert into bobinas select * from copia`);
    });
    expect((await celula(id))?.endereco).toBe('0003GN03');
    expect((await mapa()).body).not.toBe(antes);
    expect((await mapa()).body).toBe((await semGuardar()).body);
  });

  it('um UPDATE que grava os mesmos valores não muda a versão nem o carimbo', async () => {
    const id = await novaNoPatio('0003DN06');
    const antes = await linhas<{ versao: number; x: string }>(
      t,
      sql`select versao, escrita_xid::text as x from bobinas where id = ${id}`,
    );
    await exec(sql`update bobinas set grupo = grupo where id = ${id}`);
    const depois = await linhas<{ versao: number; x: string }>(
      t,
      sql`select versao, escrita_xid::text as x from bobinas where id = ${id}`,
    );
    expect(depois).toEqual(antes);
    await exec(sql`update bobinas set largura = 1300 where id = ${id}`);
    const mudou = await linhas<{ versao: number; x: string }>(
      t,
      sql`select versao, escrita_xid::text as x from bobinas where id = ${id}`,
    );
    expect(mudou[0]?.versao).toBe((antes[0]?.versao ?? 0) + 1);
    expect(mudou[0]?.x).not.toBe(antes[0]?.x);
  });

  it('o gzip guardado acompanha o mapa depois de uma mudança', async () => {
    // Over 64 KB, as a real yard's map: the size whose compressed bytes are kept too.
    const prefixo = `G${process.pid % 1000}${Date.now() % 100000}`;
    await exec(sql`
      insert into bobinas (item, lote, endereco, grupo, material, laminacao_at, laminacao_turno, status)
      select 'A12345', ${prefixo} || g, lpad((500 + g / 72)::text, 4, '0') || chr(65 + (g / 9) % 8)
        || 'N0' || (1 + g % 9), 'LQ-Linha a quente', 'BQ', '2024-05-10 08:30', 2, 'NO_PATIO'
      from generate_series(0, 299) g`);
    const id = await novaNoPatio('0003EN07');
    const gz = () =>
      t.call({ method: 'GET', url: '/api/bobinas?page=1', headers: { 'accept-encoding': 'gzip' } });
    const antes = await gz();
    expect(antes.headers['content-encoding']).toBe('gzip');
    await corrigir(t, id, '0003EN08', true);
    const depois = JSON.parse(gunzipSync((await gz()).rawPayload).toString());
    expect((depois.bobinas as Celula[]).find((b) => b.id === id)?.endereco).toBe('0003EN08');
  });

  it.runIf(backend === 'postgres')(
    'uma transação aberta antes de o mapa ser guardado e confirmada depois aparece no seguinte',
    async () => {
      const id = await novaNoPatio('0003FN01');
      const outro = new pg.Client({ connectionString: t.databaseUrl });
      await outro.connect();
      try {
        await outro.query('begin');
        await outro.query(`update bobinas set grupo = 'ZZ-Atrasada' where id = $1`, [id]);
        // Kept while the writer is still open: the map cannot see its change yet.
        expect((await celula(id))?.grupo).not.toBe('ZZ-Atrasada');
        expect((await celula(id))?.grupo).not.toBe('ZZ-Atrasada');
        await outro.query('commit');
        expect((await celula(id))?.grupo).toBe('ZZ-Atrasada');
      } finally {
        await outro.end();
      }
    },
  );
  it('a tela que já tem o mapa recebe 304 sem corpo enquanto nada mudou; depois, o mapa novo', async () => {
    const id = await novaNoPatio('0003HN03');
    const primeira = await mapa();
    const etag = String(primeira.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(primeira.headers['cache-control']).toBe('private, no-cache');
    const condicional = (valor: string, as?: null) =>
      t.call({
        method: 'GET',
        url: '/api/bobinas?page=1',
        headers: { 'if-none-match': valor },
        ...(as === null ? { as } : {}),
      });
    const igual = await condicional(etag);
    expect(igual.statusCode).toBe(304);
    expect(igual.rawPayload.length).toBe(0);
    expect(igual.headers['content-length']).toBeUndefined();
    expect(igual.headers.etag).toBe(etag);
    // The strong form and a list naming it are the same validator.
    expect((await condicional(`"x", ${etag.slice(2)}`)).statusCode).toBe(304);
    // The login comes first: no session, no 304.
    expect((await condicional(etag, null)).statusCode).toBe(401);
    expect((await condicional('W/"outro"')).statusCode).toBe(200);
    // A list page is never answered 304.
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/bobinas?page=1&pageSize=5',
          headers: { 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(200);
    expect((await corrigir(t, id, '0003HN04', true)).statusCode).toBe(200);
    const depois = await condicional(etag);
    expect(depois.statusCode).toBe(200);
    expect(depois.headers.etag).not.toBe(etag);
    expect(depois.body).toBe((await semGuardar()).body);
  });
});
