import { MSG_CONCEDER } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp, ultimosEventos } from '../helper.ts';
import { abrirStream } from '../sse.ts';
import { criarChave, perfilCom } from './integracoes-fixtures.ts';

/*
 * A machine key is a holder like any user (docs/integracao.md): nobody gives a key a profile
 * holding what they lack, nor adds to a profile that keys hold what they lack; a profile a live
 * key holds is not deleted; a revoked key's live stream ends within seconds.
 */

const GU = 'GESTAO_DE_USUARIOS';
const GPA = 'GESTAO_DE_PERFIS_DE_ACESSO';

describe.each(BACKENDS)('chaves de máquina sob a regra de concessão (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let recusadas = 0;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    console.log(`[chaves-concessao ${backend}] escaladas por chave recusadas: ${recusadas}`);
    await t.close();
  });

  /** An administrator of users and profiles who holds nothing else. */
  const administrador = async () => {
    const a = await criarUsuario(t, { permissoes: [GU, GPA] });
    return t.token(a.login, a.senha);
  };
  const idDoPerfil = async (nome: string) => {
    const r = (await t.database.db.execute(
      sql`select id from perfis where nome = ${nome}`,
    )) as unknown as { rows: { id: number }[] };
    return r.rows[0]?.id as number;
  };
  const permissoesDoPerfil = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/perfis/${id}` })).json().data;

  it('criar uma chave com o perfil Administrador, sem ter as permissões dele: 403', async () => {
    const token = await administrador();
    const antes = (await t.call({ method: 'GET', url: '/api/integracoes/chaves' })).json().data;
    for (const perfilId of [
      await idDoPerfil('Administrador'),
      await perfilCom(t, ['EXCLUIR_BOBINA']),
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/integracoes/chaves',
        payload: { nome: `Escalada ${perfilId}`, perfilId },
        as: token,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().Messagens).toEqual([MSG_CONCEDER]);
      recusadas += 1;
    }
    const depois = (await t.call({ method: 'GET', url: '/api/integracoes/chaves' })).json().data;
    expect(depois).toEqual(antes);
    // What the actor holds, it may hand a machine.
    const dentro = await t.call({
      method: 'POST',
      url: '/api/integracoes/chaves',
      payload: { nome: `Dentro ${Date.now()}`, perfilId: await perfilCom(t, [GU]) },
      as: token,
    });
    expect(dentro.statusCode).toBe(201);
  });

  it('acrescentar a um perfil que só uma chave tem o que não se tem: 403', async () => {
    const token = await administrador();
    const chave = await criarChave(t, ['IMPORTAR_ITENS']);
    const perfil = await permissoesDoPerfil(chave.perfilId);
    type Papel = { permissoes: { nome: string }[] };
    const papeis: Papel[] = (await t.call({ method: 'GET', url: '/api/papeis?take=0' })).json()
      .data;
    const arvore = (marcadas: string[]) =>
      papeis.map((p) => ({
        ...p,
        permissoes: p.permissoes.map((x) => ({ ...x, marcado: marcadas.includes(x.nome) })),
      }));
    const salvar = async (nomes: string[]) =>
      t.call({
        method: 'PUT',
        url: `/api/perfis/${chave.perfilId}`,
        payload: { nome: perfil.nome, papeis: arvore(nomes) },
        as: token,
      });
    const escalada = await salvar(['IMPORTAR_ITENS', 'EXCLUIR_BOBINA']);
    expect(escalada.statusCode).toBe(403);
    expect(escalada.json().Messagens).toEqual([MSG_CONCEDER]);
    recusadas += 1;
    const r = (await t.database.db.execute(sql`
      select p.nome from perfil_permissoes pp join permissoes p on p.id = pp.permissao_id
      where pp.perfil_id = ${chave.perfilId}`)) as unknown as { rows: { nome: string }[] };
    expect(r.rows.map((x) => x.nome)).toEqual(['IMPORTAR_ITENS']);
    // Keeping what the key had, adding what the actor holds: allowed.
    expect((await salvar(['IMPORTAR_ITENS', GU])).statusCode).toBe(200);
  });

  it('excluir um perfil que uma chave usa: 409 com os nomes; revogada, sai com o perfil', async () => {
    const chave = await criarChave(t, ['IMPORTAR_ITENS'], `Balança ${Date.now()}`);
    const excluir = () => t.call({ method: 'DELETE', url: `/api/perfis/${chave.perfilId}` });
    const res = await excluir();
    expect(res.statusCode).toBe(409);
    expect(res.json().Messagens).toEqual([
      `Este perfil é usado por chaves de integração: ${chave.nome}.`,
    ]);
    await t.call({ method: 'DELETE', url: `/api/integracoes/chaves/${chave.id}` });
    expect((await excluir()).statusCode).toBe(200);
    const [evento] = await ultimosEventos(t, 1);
    expect(evento?.descricao).toContain(`chaves de integração revogadas ${chave.nome}`);
  });

  it('o stream ao vivo de uma chave revogada termina em até 5 s', async () => {
    const chave = await criarChave(t, ['IMPORTAR_ITENS']);
    const outra = await criarChave(t, ['IMPORTAR_ITENS']);
    const s = await abrirStream(`${base}/api/stream`, { chave: chave.chave });
    const s2 = await abrirStream(`${base}/api/stream`, { chave: outra.chave });
    expect(s.status).toBe(200);
    expect(await s.ate(() => s.ultimoId !== undefined)).toBe(true);
    expect(await s2.ate(() => s2.ultimoId !== undefined)).toBe(true);
    const inicio = performance.now();
    const rev = await t.call({ method: 'DELETE', url: `/api/integracoes/chaves/${chave.id}` });
    expect(rev.statusCode).toBe(200);
    expect(await s.ate(() => s.fechado, 5000)).toBe(true);
    console.log(
      `[chaves-concessao ${backend}] revogação → stream fechado: ${Math.round(performance.now() - inicio)} ms`,
    );
    expect(s2.fechado).toBe(false);
    await s2.fechar();
  });
});
