import type { Mudanca } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linhas } from '../../src/lib/linhas.ts';
import { podarMudancas } from '../../src/modules/mudancas/podar-mudancas.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { abrirStream } from '../sse.ts';

/* Live updates never silently lost: Last-Event-ID replays from the change log, or `resync`. */

describe.each(BACKENDS)('mudanças ao vivo: reposição e resync (%s)', (backend) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/stream`;
  });
  afterAll(() => t.close());

  const mudanca = (n: number): Mudanca => ({ entity: 'bobina', id: n, action: 'criada' });

  it('cada mudança leva um id crescente; quem volta com Last-Event-ID recebe só o que perdeu, em ordem', async () => {
    const s = await abrirStream(url, await t.token());
    expect(await s.ate(() => s.ultimoId !== undefined)).toBe(true);
    for (const n of [1, 2, 3]) await t.app.mudancas.publishNow(mudanca(n));
    expect(await s.ate((e) => e.length === 3)).toBe(true);
    const ids = s.eventos.map((e) => e.id as number);
    expect(ids[1]).toBeGreaterThan(ids[0] as number);
    expect(ids[2]).toBeGreaterThan(ids[1] as number);
    const visto = s.ultimoId as number;
    await s.fechar();

    for (const n of [4, 5]) await t.app.mudancas.publishNow(mudanca(n));
    const volta = await abrirStream(url, await t.token(), visto);
    expect(await volta.ate((e) => e.length === 2)).toBe(true);
    await t.app.mudancas.publishNow(mudanca(6));
    expect(await volta.ate((e) => e.length === 3)).toBe(true);
    expect(volta.eventos.map((e) => [e.event, e.data])).toEqual([
      ['change', mudanca(4)],
      ['change', mudanca(5)],
      ['change', mudanca(6)],
    ]);
    await volta.fechar();
  });

  it('um Last-Event-ID que o registro não cobre (à frente dele, estranho) recebe resync', async () => {
    for (const id of ['999999999999', 'abc']) {
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${await t.token()}`, 'last-event-id': id },
      });
      const reader = res.body?.getReader();
      let texto = '';
      while (!texto.includes('event: resync')) {
        const { value, done } = (await reader?.read()) ?? { done: true };
        if (done) break;
        texto += new TextDecoder().decode(value);
      }
      await reader?.cancel();
      expect(texto).toMatch(/event: resync\nid: \d+\n/);
    }
  });

  it('passadas as 24 h do registro, quem volta recebe resync em vez de uma lacuna', async () => {
    const s = await abrirStream(url, await t.token());
    expect(await s.ate(() => s.ultimoId !== undefined)).toBe(true);
    const visto = s.ultimoId as number;
    await s.fechar();
    await t.app.mudancas.publishNow(mudanca(7));
    await t.app.mudancas.publishNow(mudanca(8));
    // The first change it missed (and all before it) is older than the log keeps.
    await t.app.db.execute(sql`
      update mudancas set created_at = now() - interval '25 hours' where id <= (
        select min(id) from mudancas where id > ${visto})`);
    await podarMudancas(t.app.db);
    const volta = await abrirStream(url, await t.token(), visto);
    expect(await volta.ate((e) => e.length >= 1)).toBe(true);
    expect(volta.eventos[0]?.event).toBe('resync');
    await t.app.mudancas.publishNow(mudanca(9));
    expect(await volta.ate((e) => e.some((x) => x.event === 'change'))).toBe(true);
    expect(volta.eventos.filter((e) => e.event === 'change').map((e) => e.data)).toEqual([
      mudanca(9),
    ]);
    await volta.fechar();
  });

  it('quem volta à frente do registro (uma restauração) recebe resync com o id do registro e depois cada mudança nova', async () => {
    const [log] = await linhas<{ ultimo: string }>(
      t.app.db,
      sql`select max(id)::text as ultimo from mudancas`,
    );
    const s = await abrirStream(url, await t.token(), 999_999_999);
    expect(await s.ate((e) => e.length >= 1)).toBe(true);
    expect(s.eventos[0]).toMatchObject({ event: 'resync', id: Number(log?.ultimo) });
    await t.app.mudancas.publishNow(mudanca(10));
    await t.app.mudancas.publishNow(mudanca(11));
    expect(await s.ate((e) => e.filter((x) => x.event === 'change').length === 2)).toBe(true);
    expect(s.eventos.filter((e) => e.event === 'change').map((e) => e.data)).toEqual([
      mudanca(10),
      mudanca(11),
    ]);
    // What it would send next time is an id the log has: a reconnection replays, no resync.
    expect(s.ultimoId).toBe(s.eventos.at(-1)?.id);
    await s.fechar();
  });
});
