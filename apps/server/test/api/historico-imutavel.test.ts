import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';

/* Movements and events: append-only in the database and hash-chained (docs/audit-trail.md). */

interface Resultado {
  tabela: string;
  linhas: number;
  ok: boolean;
  quebra: { elo: number | null; id: number | null; motivo: string } | null;
}

describe.each(BACKENDS)('histórico que ninguém reescreve (%s)', (backend) => {
  let t: TestApp;
  /** SQL as an outside client sends it: a connection of its own on PostgreSQL. */
  let bruto: (q: string) => Promise<unknown>;
  let fechar = async () => {};
  beforeAll(async () => {
    t = await buildTestApp(backend);
    if (t.databaseUrl) {
      const c = new pg.Client({ connectionString: t.databaseUrl });
      await c.connect();
      bruto = (q) => c.query(q);
      fechar = () => c.end();
    } else {
      bruto = (q) => t.database.db.execute(sql.raw(q));
    }
    for (let i = 1; i <= 3; i++) {
      const res = await postBobina(t, novaBobina({ endereco: `0001CN0${i}` }));
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 180_000);
  afterAll(async () => {
    await fechar();
    await t.close();
  });

  const auditoria = async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/auditoria' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Resultado[];
  };
  const impressao = () =>
    linhas<{ m: string; e: string }>(
      t,
      sql`select (select md5(string_agg(m::text, ',' order by id)) from movimentos m) as m,
        (select md5(string_agg(e::text, ',' order by id)) from eventos e) as e`,
    );

  it('UPDATE, DELETE e TRUNCATE de um cliente SQL qualquer são recusados; nenhuma linha muda', async () => {
    const antes = await impressao();
    const tentativas = [
      `update movimentos set para = '0009HN09' where id = (select max(id) from movimentos)`,
      'update movimentos set elo = elo + 1000',
      'delete from movimentos',
      'truncate movimentos',
      `update eventos set descricao = 'apagado' where id = (select min(id) from eventos)`,
      'delete from eventos where tipo = $$ALERTA$$ or true',
      'truncate eventos',
    ];
    let recusadas = 0;
    for (const q of tentativas) {
      const erro = await bruto(q).then(
        () => null,
        (e: unknown) => e,
      );
      expect(erro, q).not.toBeNull();
      expect(String((erro as { cause?: unknown }).cause ?? erro), q).toContain(
        'só aceita inclusões',
      );
      recusadas++;
    }
    expect(await impressao()).toEqual(antes);
    console.log(
      `[historico-imutavel ${backend}] ${recusadas} de ${tentativas.length} UPDATE/DELETE/TRUNCATE recusados; linhas alteradas: 0`,
    );
  });

  it('a cadeia de hashes está íntegra e a verificação aponta o primeiro elo quebrado', async () => {
    expect((await auditoria()).map((r) => [r.tabela, r.ok])).toEqual([
      ['movimentos', true],
      ['eventos', true],
    ]);
    const [alvo] = await linhas<{ id: number; elo: number; motivo: string }>(
      t,
      sql`select id::int, elo::int, motivo from movimentos order by elo desc offset 1 limit 1`,
    );
    if (!alvo) throw new Error('sem movimentos');
    // Only someone who switches the guard off (the database's owner) can change a row; the
    // chain still tells.
    const semGuarda = async (...qs: string[]) => {
      await bruto('alter table movimentos disable trigger movimentos_somente_inclusao');
      try {
        for (const q of qs) await bruto(q);
      } finally {
        await bruto('alter table movimentos enable trigger movimentos_somente_inclusao');
      }
    };
    await semGuarda(`update movimentos set motivo = 'reescrito' where id = ${alvo.id}`);
    let r = (await auditoria())[0] as Resultado;
    expect(r.ok).toBe(false);
    expect(r.quebra).toEqual({
      elo: alvo.elo,
      id: alvo.id,
      motivo: `O hash do elo ${alvo.elo} da cadeia de movimentos (id ${alvo.id}) não confere: linha alterada.`,
    });
    await semGuarda(
      `update movimentos set motivo = '${alvo.motivo.replaceAll("'", "''")}' where id = ${alvo.id}`,
    );
    expect(((await auditoria())[0] as Resultado).ok).toBe(true);

    await semGuarda(
      `create temp table guardado as select * from movimentos where id = ${alvo.id}`,
      `delete from movimentos where id = ${alvo.id}`,
    );
    r = (await auditoria())[0] as Resultado;
    expect(r.quebra?.motivo).toBe(
      `Falta o elo ${alvo.elo} da cadeia de movimentos antes do elo ${alvo.elo + 1} (id ${r.quebra?.id}): linha apagada.`,
    );
    await semGuarda('insert into movimentos select * from guardado', 'drop table guardado');
    expect((await auditoria()).every((x) => x.ok)).toBe(true);
  });

  it('excluir uma bobina não apaga seus movimentos: o histórico fica', async () => {
    const res = await postBobina(t, novaBobina({ endereco: '0002CN01' }));
    const id = res.json().data.id as number;
    const del = await t.call({ method: 'DELETE', url: `/api/bobinas/${id}` });
    expect(del.statusCode, del.body).toBe(200);
    const [n] = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int as n from movimentos where bobina_id = ${id}`,
    );
    expect(n?.n).toBeGreaterThan(0);
    expect((await auditoria()).every((x) => x.ok)).toBe(true);
  });

  it('escritas em paralelo encadeiam sem lacunas; custo do selo medido', async () => {
    const colunas = 'ABCDEFGH';
    const enderecos = [...colunas].flatMap((c) => [1, 2].map((l) => `0003${c}N0${l}`));
    const respostas = await Promise.all(
      enderecos.map((endereco) => postBobina(t, novaBobina({ endereco }))),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(enderecos.map(() => 201));
    const r = await auditoria();
    expect(
      r.every((x) => x.ok),
      JSON.stringify(r),
    ).toBe(true);

    // The seal's cost on a finalization-sized write: 400 movements in one transaction.
    const medir = async (selado: boolean) => {
      const inicio = performance.now();
      await t.database.db.transaction(async (tx) => {
        if (!selado) await tx.execute(sql`set constraints movimentos_selar immediate`);
        for (let i = 0; i < 400; i++) {
          await tx.execute(sql`
            insert into movimentos (bobina_id, para, status_para, motivo)
            values (-1, null, 'EXPEDIDA', ${`custo ${selado}`})`);
        }
      });
      return performance.now() - inicio;
    };
    const com = await medir(true);
    const imediato = await medir(false);
    console.log(
      `[historico-imutavel ${backend}] 400 movimentos numa transação: ${com.toFixed(0)} ms selados no commit, ${imediato.toFixed(0)} ms selados linha a linha`,
    );
    expect((await auditoria()).every((x) => x.ok)).toBe(true);
  });
});
