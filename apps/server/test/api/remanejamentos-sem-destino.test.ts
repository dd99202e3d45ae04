import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { consistente } from './corridas.ts';
import { mensagens, postDespacho } from './despachos-fixtures.ts';
import { colocar, pegar, postInstrucao, selecionar, soltar } from './instrucoes-fixtures.ts';

/**
 * A yard of one group with every slot taken: a buried coil's relocation has nowhere to go, so
 * the dispatch or instruction that needs it is refused naming the lot, and nothing is stored.
 */
describe.each(BACKENDS)('remanejamento sem destino (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { patioGrupos: 1 });
  });
  afterAll(() => t.close());

  /** Fills every free slot of group 1 (ground first, then pyramids) with copies of a coil. */
  async function encher(modelo: number) {
    for (const tipo of ['N', 'P']) {
      await t.database.db.execute(sql`
        insert into bobinas (item, lote, endereco, grupo, material, laminacao_at, laminacao_turno,
          is_resfriada, is_lege, peso, espessura, largura, proximo_processo, fluxo, status)
        select b.item, 'CHEIO' || e.endereco, e.endereco, b.grupo, b.material, b.laminacao_at,
          b.laminacao_turno, b.is_resfriada, b.is_lege, b.peso, b.espessura, b.largura,
          b.proximo_processo, b.fluxo, 'NO_PATIO'
        from bobinas b, (
          select '0001' || c || ${tipo} || '0' || f as endereco
          from unnest(string_to_array('ABCDEFGH', null)) c, generate_series(1, 9) f
          where not (${tipo} = 'P' and c = 'A')
        ) e
        where b.id = ${modelo} and not exists (select 1 from bobinas o where o.endereco = e.endereco)`);
    }
  }

  it('sem endereço livre: 409 nomeando o lote e o porquê; nada é gravado', async () => {
    const chao = await colocar(t, '0001CN05');
    await colocar(t, '0001DN05');
    const topo = await colocar(t, '0001DP05');
    await encher(chao.id);
    const contar = async () =>
      linhas<{ i: number; d: number; e: number }>(
        t,
        sql`select (select count(*) from instrucoes)::int i, (select count(*) from despachos)::int d,
                   (select count(*) from eventos)::int e`,
      );
    const antes = await contar();
    // The filling put a coil over C as well (0001CP05): it is the first to relocate.
    const esperado = [
      `${chao.lote}: não há endereço livre para remanejar a bobina CHEIO0001CP05, empilhada sobre ela (nenhum endereço livre dispensa confirmação nem fica fora do caminho das outras instruções).`,
    ];
    const d = await postDespacho(t, `SEM-${backend}`, [chao.id]);
    expect([d.statusCode, mensagens(d)]).toEqual([409, esperado]);
    const m = await postInstrucao(t, { lote: chao.lote, destino: '0001AN01' });
    // The manual one's own destination is taken too: the yard is full.
    expect(m.statusCode).toBe(409);
    expect(await contar()).toEqual(antes);

    // Two slots free up (pyramid coils leave): now both coils on top have somewhere to go.
    await t.database.db.execute(
      sql`delete from bobinas where endereco in ('0001HP09', '0001HP08')`,
    );
    const ok = await postDespacho(t, `SEM-${backend}`, [chao.id]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().remanejamentos).toEqual([
      `2 remanejamentos criados para liberar ${chao.lote}`,
    ]);
    const destinos = await linhas<{ destino: string }>(
      t,
      sql`select destino from instrucoes where tipo = 'REMANEJAMENTO' order by destino`,
    );
    expect(destinos.map((r) => r.destino)).toEqual(['0001HP08', '0001HP09']);
    expect(
      (await linhas<{ id: number }>(t, sql`select id from instrucoes where bobina_id = ${topo.id}`))
        .length,
    ).toBe(1);
    await consistente(t);

    // A crane lifts that relocation, and its slot is taken meanwhile: the yard has no other,
    // so soltar says so and the relocation stays, started, with its destination.
    const [rem] = await linhas<{ id: number; destino: string }>(
      t,
      sql`select id, destino from instrucoes where bobina_id = ${topo.id}`,
    );
    expect((await selecionar(t, 'PR#493', rem?.id as number)).statusCode).toBe(201);
    expect((await pegar(t, 'PR#493')).statusCode).toBe(200);
    await t.database.db.execute(sql`
      insert into bobinas (item, lote, endereco, grupo, material, laminacao_at, laminacao_turno,
        largura, status)
      select item, 'INTRUSA' || id, ${rem?.destino}, grupo, material, laminacao_at,
        laminacao_turno, largura, 'NO_PATIO' from bobinas where id = ${chao.id}`);
    const r = await soltar(t, 'PR#493');
    expect([r.statusCode, mensagens(r)]).toEqual([
      409,
      [
        `O destino ${rem?.destino} não pode mais receber a bobina ${topo.lote} (Endereço ocupado por outra bobina) e não há outro endereço livre para o remanejamento: corrija o destino em "Editar destino".`,
      ],
    ]);
    expect(
      await linhas(t, sql`select estado, destino from instrucoes where id = ${rem?.id}`),
    ).toEqual([{ estado: 'INICIADA', destino: rem?.destino }]);
  });
});
