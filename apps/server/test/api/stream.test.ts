import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { JWT_SECRET } from '../constants.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { abrirStream } from '../sse.ts';
import { novaBobina, postBobina } from './bobinas-fixtures.ts';
import { postItem, registro } from './listas-fixtures.ts';

/** Reads SSE `change` events from a live server until `count` arrive or the time runs out. */
async function ouvir(url: string, token: string) {
  const s = await abrirStream(url, token);
  const changes = () => s.eventos.filter((e) => e.event === 'change').map((e) => e.data);
  return {
    status: s.status,
    contentType: s.contentType,
    get changes() {
      return changes();
    },
    async esperar(n: number) {
      await s.ate(() => changes().length >= n, 3000);
      return changes();
    },
    fechar: () => s.fechar(),
  };
}

describe.each(BACKENDS)('mudanças ao vivo (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('exige login', async () => {
    const res = await fetch(`${base}/api/stream`);
    expect(res.status).toBe(401);
  });

  it('anuncia cada mudança publicada a quem está ouvindo', async () => {
    const s = await ouvir(`${base}/api/stream`, await t.token());
    expect(s.status).toBe(200);
    expect(s.contentType).toContain('text/event-stream');
    t.app.mudancas.publish({ entity: 'bobina', id: 7, action: 'criada' });
    t.app.mudancas.publish({ entity: 'bobina', id: 7, action: 'excluida' });
    expect(await s.esperar(2)).toEqual([
      { entity: 'bobina', id: 7, action: 'criada' },
      { entity: 'bobina', id: 7, action: 'excluida' },
    ]);
    await s.fechar();
  });

  it('cada escrita das listas reserva é anunciada a quem está ouvindo', async () => {
    const s = await ouvir(`${base}/api/stream`, await t.token());
    const item = await postItem(t, { tipo: 'RESERVA' });
    const outro = await postItem(t, { tipo: 'RESERVA' });
    const escritas: InjectOptions[] = [
      {
        method: 'PUT',
        url: `/api/listas/${item.id}`,
        payload: { ...registro(), lote: item.lote, tipo: 'RESERVA', peso: 30 },
      },
      {
        method: 'PATCH',
        url: '/api/listas/sequencia',
        query: { primeiraSequencia: String(item.sequencia) },
        payload: [outro.id, item.id],
      },
      { method: 'PATCH', url: '/api/listas/ticar', query: { bobinaId: String(item.id) } },
      { method: 'POST', url: '/api/listas/importar', payload: [registro({ tipo: 'RESERVA' })] },
      {
        method: 'DELETE',
        url: '/api/listas',
        query: { tipoLista: 'RESERVA' },
        payload: { ids: [outro.id] },
      },
    ];
    for (const e of escritas) {
      const res = await t.call(e);
      expect(res.statusCode, `${e.method} ${e.url}: ${res.body}`).toBeLessThan(300);
    }
    expect(await s.esperar(7)).toEqual([
      { entity: 'lista', id: item.id, action: 'criada' },
      { entity: 'lista', id: outro.id, action: 'criada' },
      { entity: 'lista', id: item.id, action: 'atualizada' },
      { entity: 'lista', id: null, action: 'reordenada' },
      { entity: 'lista', id: item.id, action: 'ticada' },
      { entity: 'lista', id: null, action: 'importadas' },
      { entity: 'lista', id: null, action: 'excluidas' },
    ]);
    await s.fechar();
  });

  it('usuários e perfis salvos ou excluídos são anunciados (as telas de administração se atualizam)', async () => {
    const s = await ouvir(`${base}/api/stream`, await t.token());
    const papeis = (await t.call({ method: 'GET', url: '/api/papeis?take=0&skip=1000' })).json()
      .data as { permissoes: { nome: string }[] }[];
    const arvore = papeis.map((p) => ({
      ...p,
      permissoes: p.permissoes.map((x) => ({ ...x, marcado: x.nome === 'CADASTRAR_ITEM' })),
    }));
    const nome = `Perfil ao vivo ${Date.now().toString(36)}`;
    const perfil = await t.call({
      method: 'POST',
      url: '/api/perfis',
      payload: { id: 0, nome, papeis: arvore },
    });
    expect(perfil.statusCode, perfil.body).toBe(201);
    const perfilId = perfil.json().data.id as number;
    const put = await t.call({
      method: 'PUT',
      url: `/api/perfis/${perfilId}`,
      payload: { id: perfilId, nome: `${nome} 2`, papeis: arvore },
    });
    expect(put.statusCode, put.body).toBe(200);
    const login = `aovivo_${Date.now().toString(36)}`;
    const usuario = await t.call({
      method: 'POST',
      url: '/api/usuarios',
      payload: {
        id: 0,
        nome: 'Pessoa ao vivo',
        login,
        email: `${login}@patio.test`,
        senha: 'senha-forte-1',
        confirmaSenha: 'senha-forte-1',
        perfis: [],
      },
    });
    expect(usuario.statusCode, usuario.body).toBe(201);
    const u = usuario.json().data;
    const atualizado = await t.call({
      method: 'PUT',
      url: `/api/usuarios/${u.id}`,
      payload: { ...u, nome: 'Pessoa ao vivo 2', senha: '', confirmaSenha: '' },
    });
    expect(atualizado.statusCode, atualizado.body).toBe(200);
    for (const url of [`/api/usuarios/${u.id}`, `/api/perfis/${perfilId}`]) {
      const res = await t.call({ method: 'DELETE', url });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await s.esperar(6)).toEqual([
      { entity: 'perfil', id: perfilId, action: 'criado' },
      { entity: 'perfil', id: perfilId, action: 'atualizado' },
      { entity: 'usuario', id: u.id, action: 'criado' },
      { entity: 'usuario', id: u.id, action: 'atualizado' },
      { entity: 'usuario', id: u.id, action: 'excluido' },
      { entity: 'perfil', id: perfilId, action: 'excluido' },
    ]);
    await s.fechar();
  });

  it.runIf(backend === 'postgres')(
    'a conexão do LISTEN morta pelo banco volta sozinha',
    async () => {
      const s = await ouvir(`${base}/api/stream`, await t.token());
      // What a database restart or an idle-connection killer does to the server's listener.
      const admin = openPostgres(t.databaseUrl as string);
      try {
        await admin.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`);
      } finally {
        await admin.close();
      }
      const ate = Date.now() + 5000;
      while (s.changes.length === 0 && Date.now() < ate) {
        t.app.mudancas.publish({ entity: 'bobina', id: 99, action: 'criada' });
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(s.changes[0]).toEqual({ entity: 'bobina', id: 99, action: 'criada' });
      await s.fechar();
    },
  );

  it.runIf(backend === 'postgres')('chega a clientes de outro processo do servidor', async () => {
    const database = openPostgres(t.databaseUrl as string);
    const outro = await buildApp({
      config: t.app.config,
      database,
      jwtSecret: JWT_SECRET,
      logger: false,
    });
    const outroBase = await outro.listen({ port: 0, host: '127.0.0.1' });
    try {
      const s = await ouvir(`${outroBase}/api/stream`, await t.token());
      t.app.mudancas.publish({ entity: 'instrucao', id: 3, action: 'atualizada' });
      expect(await s.esperar(1)).toEqual([{ entity: 'instrucao', id: 3, action: 'atualizada' }]);
      // A coil registered through the API of one process reaches the map open on the other.
      const res = await postBobina(t, novaBobina({ endereco: '0002CN05' }));
      expect(res.statusCode).toBe(201);
      expect(await s.esperar(2)).toEqual([
        { entity: 'instrucao', id: 3, action: 'atualizada' },
        { entity: 'bobina', id: res.json().data.id, action: 'criada' },
      ]);
      await s.fechar();
    } finally {
      await outro.close();
      await database.close();
    }
  });
});
