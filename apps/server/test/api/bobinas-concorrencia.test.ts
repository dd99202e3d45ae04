import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../src/lib/http-error.ts';
import { traduzirErroBobina } from '../../src/modules/bobinas/erros.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';

/** P coils of the whole yard lacking one of their two ground coils in the yard. */
const PIRAMIDES_SEM_APOIO = sql`
  select p.endereco from bobinas p
  where substr(p.endereco, 6, 1) = 'P' and (
    not exists (select 1 from bobinas n where n.status = 'NO_PATIO' and n.endereco =
      substr(p.endereco, 1, 4) || chr(ascii(substr(p.endereco, 5, 1)) - 1) || 'N0' || substr(p.endereco, 8, 1))
    or not exists (select 1 from bobinas n where n.status = 'NO_PATIO' and n.endereco =
      substr(p.endereco, 1, 4) || substr(p.endereco, 5, 1) || 'N0' || substr(p.endereco, 8, 1)))`;

function restricao(err: unknown): string | undefined {
  let e = err as { constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 3 && e; i++) {
    if (e.constraint) return e.constraint;
    e = e.cause as typeof e;
  }
  return undefined;
}

describe.each(BACKENDS)('concorrência e defesas do banco (%s)', (backend) => {
  let t: TestApp;
  const exec = (q: SQL) => t.database.db.execute(q);
  const falhaCom = async (q: SQL) => {
    try {
      await exec(q);
    } catch (err) {
      return restricao(err);
    }
    return 'passou';
  };
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('20 cadastros simultâneos no mesmo endereço: exatamente um 201, dezenove 409', async () => {
    const res = await Promise.all(
      Array.from({ length: 20 }, () => postBobina(t, novaBobina({ endereco: '0020CN05' }), true)),
    );
    const codes = res.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    for (const r of res.filter((x) => x.statusCode === 409)) {
      expect(r.json().Messagens).toEqual(['Endereço ocupado por outra bobina.']);
    }
    const n = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int n from bobinas where endereco = '0020CN05'`,
    );
    expect(n[0]?.n).toBe(1);
  });

  it('mesmo lote em endereços diferentes, simultâneos: um só é gravado', async () => {
    const p = novaBobina();
    const res = await Promise.all(
      // Different rows take different row locks: the unique index on lote decides.
      ['0020AN01', '0020AN02', '0020AN03', '0020AN04', '0020AN06'].map((endereco) =>
        postBobina(t, { ...p, endereco }),
      ),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of res.filter((x) => x.statusCode === 409)) {
      expect(r.json().Messagens).toEqual(['Já existe uma bobina com este lote.']);
    }
  });

  it('pirâmide e retirada do apoio ao mesmo tempo: nunca pirâmide sem apoio', async () => {
    for (let fila = 1; fila <= 6; fila++) {
      const ids: number[] = [];
      for (const c of ['C', 'D']) {
        ids.push(
          (await postBobina(t, novaBobina({ endereco: `0021${c}N0${fila}` }))).json().data.id,
        );
      }
      const [piramide, mover, excluir] = await Promise.all([
        postBobina(t, novaBobina({ endereco: `0021DP0${fila}` }), true),
        corrigir(t, ids[0] as number, `0022${'ABCDEF'[fila - 1]}N09`, true),
        t.call({ method: 'DELETE', url: `/api/bobinas/${ids[1]}` }),
      ]);
      const ok = [piramide, mover, excluir].filter((r) => r.statusCode < 300);
      if (piramide.statusCode === 201) expect(ok).toHaveLength(1);
      else expect(piramide.statusCode).toBe(409);
      expect(ok.length).toBeGreaterThanOrEqual(1);
    }
    expect(await linhas(t, PIRAMIDES_SEM_APOIO)).toEqual([]);
  });

  it('violação do índice único de endereço vira 409 "Endereço ocupado"', async () => {
    const ins = sql`insert into bobinas (item, lote, grupo, material, laminacao_at, laminacao_turno, status, endereco)
      values ('A00000', ${`U-${Math.random()}`}, 'LQ', 'BQ', '2024-01-01 00:00', 1, 'NO_PATIO', '0020CN05')`;
    const erro = await exec(ins).catch((e: unknown) => e);
    expect(restricao(erro)).toBe('bobinas_endereco_uq');
    const http = traduzirErroBobina(erro) as HttpError;
    expect([http.statusCode, http.body.Messagens]).toEqual([
      409,
      ['Endereço ocupado por outra bobina.'],
    ]);
  });

  it('o gatilho do banco barra pirâmide sem apoio mesmo fora dos serviços', async () => {
    const inserir = (endereco: string, status = 'NO_PATIO') => sql`
      insert into bobinas (item, lote, grupo, material, laminacao_at, laminacao_turno, status, endereco)
      values ('A00000', ${`T-${endereco}-${status}`}, 'LQ', 'BQ', '2024-01-01 00:00', 1, ${status}, ${endereco})`;
    expect(await falhaCom(inserir('0023DP05'))).toBe('bobinas_piramide_apoio');
    expect(await falhaCom(inserir('0023CN05'))).toBe('passou');
    expect(await falhaCom(inserir('0023DN05', 'EM_MOVIMENTO'))).toBe('passou');
    expect(await falhaCom(inserir('0023DP05'))).toBe('bobinas_piramide_apoio');
    await exec(sql`update bobinas set status = 'NO_PATIO' where endereco = '0023DN05'`);
    expect(await falhaCom(inserir('0023DP05'))).toBe('passou');
    const sob = sql`endereco = '0023CN05'`;
    expect(await falhaCom(sql`delete from bobinas where ${sob}`)).toBe('bobinas_empilhada');
    expect(await falhaCom(sql`update bobinas set endereco = '0023HN05' where ${sob}`)).toBe(
      'bobinas_empilhada',
    );
    expect(await falhaCom(sql`update bobinas set status = 'EM_MOVIMENTO' where ${sob}`)).toBe(
      'bobinas_empilhada',
    );
    // The whole stack leaving in one statement is fine.
    expect(await falhaCom(sql`delete from bobinas where endereco like '0023%'`)).toBe('passou');
  });

  it('as restrições CHECK guardam formato, status × endereço e medidas', async () => {
    const base = (campos: string) =>
      sql.raw(`insert into bobinas (item, lote, grupo, material, laminacao_at, laminacao_turno,
        status, endereco, largura) values ('A00000', 'CK-${Math.random()}', 'LQ', 'BQ',
        '2024-01-01 00:00', 1, ${campos})`);
    expect(await falhaCom(base(`'NO_PATIO', '0024cN05', 1`))).toBe('bobinas_endereco_formato_ck');
    expect(await falhaCom(base(`'NO_PATIO', null, 1`))).toBe('bobinas_status_endereco_ck');
    expect(await falhaCom(base(`'EXPEDIDA', '0024CN05', 1`))).toBe('bobinas_status_endereco_ck');
    expect(await falhaCom(base(`'PERDIDA', null, 1`))).toBe('bobinas_status_ck');
    expect(await falhaCom(base(`'NO_PATIO', '0024CN05', -1`))).toBe('bobinas_medidas_ck');
    expect(await falhaCom(base(`'EM_MOVIMENTO', '0024CN05', 1`))).toBe('passou');
  });
});
