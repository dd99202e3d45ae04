import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { podarEventosIntegracao } from '../../src/modules/integracoes/eventos/podar-eventos.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, type TestApp } from '../helper.ts';
import { aguardar, appComReceptor, assinaturaValida, type Receptor } from '../webhooks-receptor.ts';
import { linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';
import { comChave, criarChave } from './integracoes-fixtures.ts';

/* The event feed (GET integracoes/eventos) and the re-send of an interval
 * (POST integracoes/webhooks/{id}/reenviar): docs/integracao.md, "O feed de eventos". */

interface EventoFeed {
  id: string;
  tipo: string;
  ocorridoEm: string;
  dados: Record<string, unknown>;
}

describe.each(BACKENDS)('feed de eventos (%s)', (backend) => {
  let t: TestApp;
  let receptor: Receptor;
  let fechar: () => Promise<void>;
  beforeAll(async () => {
    ({ t, receptor, fechar } = await appComReceptor(backend));
  });
  afterAll(() => fechar?.());

  const feed = (query: Record<string, string> = {}, as?: string | null) =>
    t.call({ method: 'GET', url: '/api/integracoes/eventos', query, as });
  const alarme = async (descricao: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { tipo: 'ALERTA', descricao },
    });
    expect(res.statusCode).toBe(201);
  };
  /** Every page of the feed after `apos`, following `proximo`. */
  async function tudoDepois(query: Record<string, string>) {
    const itens: EventoFeed[] = [];
    const paginas: number[] = [];
    let apos = query.apos;
    for (;;) {
      const res = await feed({ ...query, ...(apos ? { apos } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const { data, proximo } = res.json() as { data: EventoFeed[]; proximo: string | null };
      itens.push(...data);
      paginas.push(data.length);
      if (proximo === null) return { itens, paginas };
      expect(proximo).toBe(data.at(-1)?.id);
      apos = proximo;
    }
  }
  /** The id of the feed's newest event: the point a test's own events come after. */
  const ultimo = async () => {
    const [r] = await linhas<{ id: string }>(
      t,
      sql`select id::text as id from webhook_eventos where posicao is not null
        order by posicao desc limit 1`,
    );
    return r?.id;
  };

  it('pagina em ordem, filtra por tipo, e cada item é o corpo do webhook', async () => {
    const antes = await ultimo();
    const marca = randomUUID().slice(0, 8);
    for (let i = 0; i < 5; i++) await alarme(`feed ${marca} ${i}`);
    await postBobina(t, novaBobina({ endereco: '0020AN01' }));
    const { itens, paginas } = await tudoDepois({
      limite: '2',
      tipos: 'alarme.registrado',
      ...(antes ? { apos: antes } : {}),
    });
    expect(paginas).toEqual([2, 2, 1]);
    expect(itens.map((e) => e.dados.descricao)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `feed ${marca} ${i}`),
    );
    expect(itens.every((e) => e.tipo === 'alarme.registrado')).toBe(true);
    const todos = await tudoDepois(antes ? { apos: antes } : {});
    expect(todos.itens.map((e) => e.tipo)).toEqual([
      ...Array(5).fill('alarme.registrado'),
      'bobina.colocada',
    ]);
    // Exactly what a webhook carries: the stored body.
    const [corpo] = await linhas<{ corpo: string }>(
      t,
      sql`select corpo from webhook_eventos where id = ${todos.itens[5]?.id}`,
    );
    expect(JSON.parse(corpo?.corpo ?? '')).toEqual(todos.itens[5]);
  });

  it('recusa parâmetros inválidos com 400/422 e pede o direito dos webhooks (login ou chave)', async () => {
    for (const [query, campo] of [
      [{ limite: '0' }, 'limite'],
      [{ limite: '1001' }, 'limite'],
      [{ tipos: 'bobina.voou' }, 'tipos'],
      [{ apos: 'abc' }, 'apos'],
    ] as const) {
      const res = await feed(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().errors).join()).toContain(campo);
    }
    const desconhecido = await feed({ apos: randomUUID() });
    expect(desconhecido.statusCode).toBe(422);
    expect(desconhecido.json().Messagens[0]).toMatch(/não está no feed.*retenção de 30 dia/);

    const u = await criarUsuario(t, { permissoes: ['GESTAO_DE_USUARIOS'] });
    expect((await feed({}, await t.token(u.login, u.senha))).statusCode).toBe(403);
    const chave = await criarChave(t, ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO']);
    const res = await comChave(t, chave.chave)({ method: 'GET', url: '/api/integracoes/eventos' });
    expect(res.statusCode).toBe(200);
  });

  it('um evento com o webhook pausado chega pelo reenvio do intervalo, com o id do feed', async () => {
    const w = (
      await t.call({
        method: 'POST',
        url: '/api/integracoes/webhooks',
        payload: { url: receptor.url, eventos: ['alarme.registrado'], ativo: false },
      })
    ).json().data;
    const antes = await ultimo();
    await alarme('enquanto pausado');
    await postBobina(t, novaBobina({ endereco: '0020AN02' }));
    const doFeed = (await tudoDepois(antes ? { apos: antes } : {})).itens;
    const pausado = doFeed.find((e) => e.dados.descricao === 'enquanto pausado');
    expect(pausado).toBeDefined();
    // From the paused alarm's own time: an earlier test's events, a moment before, stay out.
    const desde = pausado?.ocorridoEm as string;
    // Paused: nothing was queued for it, nothing arrives.
    const fila = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int as n from webhook_entregas where webhook_id = ${w.id}`,
    );
    expect(fila[0]?.n).toBe(0);

    const ativar = await t.call({
      method: 'PUT',
      url: `/api/integracoes/webhooks/${w.id}`,
      payload: { url: receptor.url, eventos: ['alarme.registrado'], ativo: true },
    });
    expect(ativar.statusCode).toBe(200);
    const res = await t.call({
      method: 'POST',
      url: `/api/integracoes/webhooks/${w.id}/reenviar`,
      payload: { desde },
    });
    expect(res.statusCode, res.body).toBe(202);
    // Only its type (the coil is not an alarm), everything since `desde`.
    const alarmesDesde = doFeed.filter((e) => e.tipo === 'alarme.registrado').length;
    expect(res.json().data.agendadas).toBe(alarmesDesde);
    await aguardar(
      () => receptor.recebidos.some((r) => r.evento.id === pausado?.id),
      15_000,
      'o evento reenviado',
    );
    const chegou = receptor.recebidos.find((r) => r.evento.id === pausado?.id);
    expect(chegou?.headers['x-patio-entrega']).toBe(pausado?.id);
    expect(chegou?.evento).toEqual(pausado);
    expect(chegou && assinaturaValida(w.segredo, chegou)).toBe(true);
  });

  it('reenvio: 422 antes da retenção ou com desde depois de ate; 404 webhook desconhecido', async () => {
    const w = (
      await t.call({
        method: 'POST',
        url: '/api/integracoes/webhooks',
        payload: { url: receptor.url, eventos: ['despacho.criado'], ativo: false },
      })
    ).json().data;
    const reenviar = (id: number, payload: object) =>
      t.call({ method: 'POST', url: `/api/integracoes/webhooks/${id}/reenviar`, payload });
    const velho = await reenviar(w.id, { desde: new Date(Date.now() - 31 * 86_400_000) });
    expect(velho.statusCode).toBe(422);
    expect(velho.json().Messagens[0]).toMatch(/anterior à retenção de 30 dia/);
    const invertido = await reenviar(w.id, {
      desde: '2026-11-27T10:00:00Z',
      ate: '2026-11-27T09:00:00Z',
    });
    expect(invertido.statusCode).toBe(422);
    expect(invertido.json().Messagens).toEqual(['"desde" não pode ser depois de "ate".']);
    const semFuso = await reenviar(w.id, { desde: '2026-11-27T10:00' });
    expect(semFuso.statusCode).toBe(400);
    const desconhecido = await reenviar(999_999, { desde: new Date().toISOString() });
    expect(desconhecido.statusCode).toBe(404);
    const fila = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int as n from webhook_entregas where webhook_id = ${w.id}`,
    );
    expect(fila[0]?.n).toBe(0);
  });

  it('a retenção apaga os eventos mais velhos que INTEGRACAO_RETENCAO_DIAS', async () => {
    const velho = randomUUID();
    const recente = randomUUID();
    for (const [id, dias] of [
      [velho, 31],
      [recente, 29],
    ] as const) {
      const em = new Date(Date.now() - dias * 86_400_000).toISOString();
      const corpo = JSON.stringify({ id, tipo: 'alarme.registrado', ocorridoEm: em, dados: {} });
      await t.database.db.execute(sql`insert into webhook_eventos (id, tipo, ocorrido_em, corpo)
        values (${id}, 'alarme.registrado', ${em}, ${corpo})`);
    }
    const noFeed = async (id: string) =>
      (
        await linhas<{ n: number }>(
          t,
          sql`select count(*)::int as n from webhook_eventos
        where id = ${id} and posicao is not null`,
        )
      )[0]?.n === 1;
    expect(await noFeed(velho)).toBe(true);
    expect(await podarEventosIntegracao(t.database.db, 30)).toBeGreaterThanOrEqual(1);
    expect(await noFeed(velho)).toBe(false);
    expect(await noFeed(recente)).toBe(true);
    expect((await feed({ apos: velho })).statusCode).toBe(422);
  });
});
