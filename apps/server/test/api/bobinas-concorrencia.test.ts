import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../src/lib/http-error.ts';
import { traduzirErroBobina } from '../../src/modules/bobinas/erros.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { corrigir, linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';
import { consistente, limite, placar, rodadas } from './corridas.ts';

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

  it(
    '20 cadastros simultâneos no mesmo endereço, em rodadas: exatamente um 201, dezenove 409',
    async () => {
      const n = rodadas(backend);
      // One login first: twenty racing first calls would each run a login's scrypt.
      await t.token();
      const p = placar(backend, '20 cadastros no mesmo endereço');
      for (let r = 0; r < n; r++) {
        // The slot is emptied between rounds, so every round races for the same free slot.
        await exec(sql`delete from bobinas where endereco = '0001CN05'`);
        const res = await Promise.all(
          Array.from({ length: 20 }, () =>
            postBobina(t, novaBobina({ endereco: '0001CN05' }), true),
          ),
        );
        const ok = res.filter((x) => x.statusCode === 201);
        p.rodada(ok.length);
        expect(res.map((x) => x.statusCode).sort(), `rodada ${r}`).toEqual([
          201,
          ...Array(19).fill(409),
        ]);
        for (const x of res.filter((y) => y.statusCode === 409)) {
          expect(x.json().Messagens).toEqual(['Endereço ocupado por outra bobina.']);
        }
        const [ocupantes] = await linhas<{ n: number; lote: string }>(
          t,
          sql`select count(*)::int n, max(lote) lote from bobinas where endereco = '0001CN05'`,
        );
        expect(ocupantes).toEqual({ n: 1, lote: ok[0]?.json().data.lote });
        await consistente(t, `rodada ${r}`);
      }
      p.imprimir();
    },
    limite(backend),
  );

  /** A row of its own per round (groups 2–19), emptied before use: rounds never see each other. */
  const filas = (() => {
    let i = 0;
    return async () => {
      const k = i++ % (18 * 9);
      const grupo = String(2 + Math.floor(k / 9)).padStart(4, '0');
      const fila = String(1 + (k % 9));
      await exec(sql`delete from bobinas where substr(endereco, 1, 4) = ${grupo}
        and substr(endereco, 8, 1) = ${fila}`);
      return (coluna: string) => `${grupo}${coluna}0${fila}`;
    };
  })();
  const colocarEm = async (endereco: string) => {
    const res = await postBobina(t, novaBobina({ endereco }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const sucessos = (res: { statusCode: number }[]) => res.filter((r) => r.statusCode < 300).length;

  it(
    'pirâmide cadastrada enquanto um apoio é movido: só uma das duas acontece',
    async () => {
      const p = placar(backend, 'pirâmide cadastrada × apoio movido');
      for (let r = 0; r < rodadas(backend); r++) {
        const em = await filas();
        const apoio = await colocarEm(em('CN'));
        await colocarEm(em('DN'));
        // Alternate the order the calls are sent in: the locks decide, not the order.
        const chamadas = [
          () => postBobina(t, novaBobina({ endereco: em('DP') })),
          () => corrigir(t, apoio, em('HN')),
        ];
        const [piramide, mover] = await Promise.all(
          (r % 2 ? chamadas : [...chamadas].reverse()).map((c) => c()),
        ).then((x) => (r % 2 ? x : [...x].reverse()));
        p.rodada(sucessos([piramide, mover] as { statusCode: number }[]));
        p.conta(piramide?.statusCode === 201 ? 'piramide' : 'apoio');
        expect([piramide?.statusCode, mover?.statusCode], `rodada ${r}`).toSatisfy(
          ([a, b]) => (a === 201 && b === 409) || (a === 409 && b === 200),
        );
        await consistente(t, `rodada ${r}`);
      }
      p.imprimir();
    },
    limite(backend),
  );

  it(
    'duas bobinas corrigidas para o mesmo endereço: uma entra, a outra ouve 409',
    async () => {
      const p = placar(backend, 'duas correções para um endereço');
      for (let r = 0; r < rodadas(backend); r++) {
        const em = await filas();
        const ids = [await colocarEm(em('AN')), await colocarEm(em('BN'))];
        const res = await Promise.all(ids.map((id) => corrigir(t, id, em('FN'))));
        p.rodada(sucessos(res));
        expect(res.map((x) => x.statusCode).sort(), `rodada ${r}`).toEqual([200, 409]);
        expect(res.find((x) => x.statusCode === 409)?.json().Messagens).toEqual([
          'Endereço ocupado por outra bobina.',
        ]);
        await consistente(t, `rodada ${r}`);
      }
      p.imprimir();
    },
    limite(backend),
  );

  it(
    'apoio movido enquanto outra bobina é corrigida para a pirâmide sobre ele: só uma',
    async () => {
      const p = placar(backend, 'correção para a pirâmide × apoio movido');
      for (let r = 0; r < rodadas(backend); r++) {
        const em = await filas();
        await colocarEm(em('CN'));
        const apoio = await colocarEm(em('DN'));
        const subir = await colocarEm(em('GN'));
        const [piramide, mover] = await Promise.all([
          corrigir(t, subir, em('DP')),
          corrigir(t, apoio, em('HN')),
        ]);
        p.rodada(sucessos([piramide, mover]));
        p.conta(piramide.statusCode === 200 ? 'piramide' : 'apoio');
        expect([piramide.statusCode, mover.statusCode].sort(), `rodada ${r}`).toEqual([200, 409]);
        await consistente(t, `rodada ${r}`);
      }
      p.imprimir();
    },
    limite(backend),
  );

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
    const ins =
      () => sql`insert into bobinas (item, lote, grupo, material, laminacao_at, laminacao_turno, status, endereco)
      values ('A00000', ${`U-${Math.random()}`}, 'LQ', 'BQ', '2024-01-01 00:00', 1, 'NO_PATIO', '0020CN05')`;
    await exec(sql`delete from bobinas where endereco = '0020CN05'`);
    await exec(ins());
    const erro = await exec(ins()).catch((e: unknown) => e);
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
