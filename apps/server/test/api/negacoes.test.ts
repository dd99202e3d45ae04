import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

/*
 * Refused requests (403) are recorded without burying the events log: at most one ALERTA row
 * per user and route per minute, the first at once, the rest counted in one row at the
 * minute's end (docs/sessions.md).
 */

describe.each(BACKENDS)('acessos negados no registro de eventos (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  const alertas = async (login: string) => {
    const r = await t.database.db.execute<{ descricao: string }>(sql`
      select descricao from eventos
      where tipo = 'ALERTA' and descricao like ${`Acesso negado a ${login}%`} order by id`);
    return (r as unknown as { rows: { descricao: string }[] }).rows.map((x) => x.descricao);
  };

  it('200 chamadas negadas acrescentam 1 ou 2 linhas; a primeira na hora, a contagem no fim do minuto', async () => {
    const u = await criarUsuario(t, { permissoes: ['CADASTRAR_BOBINA'] });
    const as = await t.token(u.login, u.senha);
    for (let i = 0; i < 200; i++) {
      const res = await t.call({ method: 'GET', url: `/api/usuarios/${(i % 7) + 1}`, as });
      expect(res.statusCode).toBe(403);
    }
    const linhas = await alertas(u.login);
    console.log(`[negações ${backend}] linhas para 200 negações: ${linhas.length}`);
    expect(linhas.length).toBeGreaterThanOrEqual(1);
    expect(linhas.length).toBeLessThanOrEqual(2);
    expect(linhas[0]).toBe(
      `Acesso negado a ${u.login}: GET /api/usuarios/1 exige GESTAO_DE_USUARIOS.`,
    );
    // Another route of the same user is its own count, written at once.
    expect((await t.call({ method: 'GET', url: '/api/perfis', as })).statusCode).toBe(403);
    expect((await alertas(u.login)).length).toBe(linhas.length + 1);
    // The minute's end writes how many more were refused.
    await t.app.negacoes.descarregar();
    const depois = await alertas(u.login);
    expect(depois.length).toBeLessThanOrEqual(3);
    const resumo = depois.filter((d) => d.includes(' no último minuto'));
    const contados = resumo.reduce((s, d) => s + Number(/ (\d+) vez\(es\)/.exec(d)?.[1]), 0);
    expect(contados + depois.length - resumo.length).toBe(201);
    expect(resumo.at(-1)).toMatch(
      new RegExp(
        `^Acesso negado a ${u.login} \\d+ vez\\(es\\) no último minuto: GET /api/usuarios/:id exige GESTAO_DE_USUARIOS\\.$`,
      ),
    );
  });
});
