import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { limparListas, ordem, postItem, semBuracos } from './listas-fixtures.ts';

describe.each(BACKENDS)('listas reserva: desfazer a marcação (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());
  beforeEach(() => limparListas(t));

  const ticar = (id: number, as?: string | null) =>
    t.call({ method: 'PATCH', url: '/api/listas/ticar', query: { bobinaId: String(id) }, as });
  const desmarcar = (id: number, sequencia: number, as?: string | null) =>
    t.call({
      method: 'PATCH',
      url: '/api/listas/desmarcar',
      query: { bobinaId: String(id), sequencia: String(sequencia) },
      as,
    });

  it('a bobina volta à posição que tinha e as seguintes descem uma', async () => {
    const [a, b, c] = [await postItem(t), await postItem(t), await postItem(t)];
    expect((await ticar(b.id)).statusCode).toBe(200);
    const r = await desmarcar(b.id, 2);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ id: b.id, ticada: false, sequencia: 2 });
    expect(await ordem(t, 'PLANO')).toEqual([
      [a.lote, 1],
      [b.lote, 2],
      [c.lote, 3],
    ]);
    const [ev] = await ultimosEventos(t, 1);
    expect(ev?.descricao).toContain(`Marcação da bobina ${b.lote} desfeita`);
    // Undone once: a second undo has nothing to undo.
    const outra = await desmarcar(b.id, 2);
    expect(outra.statusCode).toBe(409);
    expect(outra.json().Messagens).toEqual([
      'A bobina não está marcada: não há marcação a desfazer.',
    ]);
  });

  it('se a lista encolheu, volta ao fim; sem buracos', async () => {
    const [a, b] = [await postItem(t), await postItem(t)];
    await ticar(b.id);
    await ticar(a.id);
    expect((await desmarcar(b.id, 2)).json().data.sequencia).toBe(1);
    expect((await desmarcar(a.id, 1)).json().data.sequencia).toBe(1);
    expect(await ordem(t, 'PLANO')).toEqual([
      [a.lote, 1],
      [b.lote, 2],
    ]);
    expect(await semBuracos(t, 'PLANO')).toBe(true);
  });

  it('recusa depois do prazo, bobina não marcada, desconhecida ou já no pátio', async () => {
    const a = await postItem(t);
    expect((await desmarcar(a.id, 1)).statusCode).toBe(409);
    expect((await desmarcar(999_999, 1)).statusCode).toBe(404);
    const ruim = await desmarcar(a.id, 0);
    expect(ruim.statusCode).toBe(400);
    await ticar(a.id);
    await t.database.db.execute(
      sql`update listas set ticada_at = now() - interval '1 hour' where bobina_id = ${a.id}`,
    );
    const tarde = await desmarcar(a.id, 1);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().Messagens).toEqual(['O prazo para desfazer a marcação terminou.']);
    const b = await postItem(t);
    await ticar(b.id);
    await t.database.db.execute(sql`update bobinas set status = 'CARREGADA' where id = ${b.id}`);
    expect((await desmarcar(b.id, 1)).statusCode).toBe(409);
    expect(await ordem(t, 'PLANO')).toEqual([]);
  });

  it('exige EDITAR_ITEM (403 com ALERTA) e login (401)', async () => {
    const a = await postItem(t);
    await ticar(a.id);
    const sem = await criarUsuario(t, { permissoes: ['CADASTRAR_ITEM', 'EXCLUIR_ITEM'] });
    expect((await desmarcar(a.id, 1, await t.token(sem.login, sem.senha))).statusCode).toBe(403);
    expect((await ultimosEventos(t, 1))[0]?.tipo).toBe('ALERTA');
    expect((await desmarcar(a.id, 1, null)).statusCode).toBe(401);
    const com = await criarUsuario(t, { permissoes: ['EDITAR_ITEM'] });
    expect((await desmarcar(a.id, 1, await t.token(com.login, com.senha))).statusCode).toBe(200);
  });
});
