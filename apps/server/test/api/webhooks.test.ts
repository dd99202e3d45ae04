import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import {
  aguardar,
  assinaturaValida,
  iniciarReceptor,
  type Receptor,
} from '../webhooks-receptor.ts';
import { corrigir, linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';

const DESTINOS = '127.0.0.1, erp.planta.local, 10.20.0.0/16';
const TODOS = ['bobina.colocada', 'bobina.movida', 'bobina.removida', 'alarme.registrado'];

describe.each(BACKENDS)('webhooks (%s)', (backend) => {
  let t: TestApp;
  let receptor: Receptor;
  beforeAll(async () => {
    t = await buildTestApp(backend, { webhookDestinos: DESTINOS });
    receptor = await iniciarReceptor();
  });
  afterAll(async () => {
    await t.close();
    await receptor.fechar();
  });
  // Endpoints of one test must not receive the next test's events.
  afterEach(async () => {
    await t.database.db.execute(sql`delete from webhooks`);
    receptor.recebidos.length = 0;
    receptor.responder(200);
  });

  const criar = (payload: object, as?: string) =>
    t.call({ method: 'POST', url: '/api/integracoes/webhooks', payload, ...(as ? { as } : {}) });
  const entregas = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/integracoes/webhooks/${id}/entregas` })).json();
  let endereco = 0;
  /** A ground slot no other test of this file used. */
  const livre = () => {
    const n = endereco++;
    return `${String(10 + Math.floor(n / 64)).padStart(4, '0')}${'ABCDEFGH'[Math.floor(n / 8) % 8]}N0${(n % 8) + 1}`;
  };

  it('cadastro mostra o segredo uma vez; lista, leitura, alteração e exclusão nunca o mostram', async () => {
    const res = await criar({ url: 'https://erp.planta.local/patio', eventos: ['bobina.movida'] });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      url: 'https://erp.planta.local/patio',
      eventos: ['bobina.movida'],
      ativo: true,
    });
    expect(data.segredo).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const lista = await t.call({ method: 'GET', url: '/api/integracoes/webhooks' });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data).toEqual([expect.objectContaining({ id: data.id })]);
    expect(lista.body).not.toContain(data.segredo);
    const um = await t.call({ method: 'GET', url: `/api/integracoes/webhooks/${data.id}` });
    expect(um.json().data).not.toHaveProperty('segredo');

    const put = await t.call({
      method: 'PUT',
      url: `/api/integracoes/webhooks/${data.id}`,
      payload: { url: 'http://10.20.1.2:8080/x', eventos: ['despacho.criado'], ativo: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      url: 'http://10.20.1.2:8080/x',
      eventos: ['despacho.criado'],
      ativo: false,
    });
    expect(put.body).not.toContain(data.segredo);

    const del = await t.call({ method: 'DELETE', url: `/api/integracoes/webhooks/${data.id}` });
    expect(del.statusCode).toBe(200);
    const depois = await t.call({ method: 'GET', url: `/api/integracoes/webhooks/${data.id}` });
    expect(depois.statusCode).toBe(404);
    expect(depois.json().Messagens).toEqual(['Webhook não encontrado.']);
    const outra = await t.call({ method: 'DELETE', url: `/api/integracoes/webhooks/${data.id}` });
    expect(outra.statusCode).toBe(404);
  });

  it('WEBHOOK_DESTINOS: fora da lista, outro esquema ou tipo desconhecido é 400 e nada muda', async () => {
    const casos: [object, string, string][] = [
      [
        { url: 'https://evil.example.com/x', eventos: ['bobina.movida'] },
        'url',
        'Destino não permitido: evil.example.com não está entre os destinos liberados em WEBHOOK_DESTINOS (127.0.0.1, erp.planta.local, 10.20.0.0/16).',
      ],
      [{ url: 'http://10.21.0.1/x', eventos: ['bobina.movida'] }, 'url', 'Destino não permitido'],
      [
        { url: 'ftp://erp.planta.local/x', eventos: ['bobina.movida'] },
        'url',
        'Informe uma URL http:// ou https:// válida.',
      ],
      [{ url: 'http://127.0.0.1/x', eventos: [] }, 'eventos', 'Selecione ao menos um tipo'],
      [
        { url: 'http://127.0.0.1/x', eventos: ['bobina.voou'] },
        'eventos',
        'Tipo de evento desconhecido: bobina.voou.',
      ],
    ];
    for (const [payload, campo, msg] of casos) {
      const res = await criar(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const erros = Object.entries(res.json().errors as Record<string, string[]>);
      expect(
        erros.some(([k, ms]) => k.startsWith(campo) && ms.some((m) => m.startsWith(msg))),
        res.body,
      ).toBe(true);
    }
    const { id } = (await criar({ url: 'http://127.0.0.1/x', eventos: ['bobina.movida'] })).json()
      .data;
    const put = await t.call({
      method: 'PUT',
      url: `/api/integracoes/webhooks/${id}`,
      payload: { url: 'http://169.254.169.254/latest', eventos: ['bobina.movida'], ativo: true },
    });
    expect(put.statusCode).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: `/api/integracoes/webhooks/${id}` })).json().data.url,
    ).toBe('http://127.0.0.1/x');
    const total = await linhas<{ n: number }>(t, sql`select count(*)::int as n from webhooks`);
    expect(total[0]?.n).toBe(1);
  });

  it('somente administradores (usuários e perfis): uma das duas permissões não basta', async () => {
    const payload = { url: 'http://127.0.0.1/x', eventos: ['bobina.movida'] };
    for (const permissoes of [['GESTAO_DE_USUARIOS'], ['GESTAO_DE_PERFIS_DE_ACESSO']]) {
      const u = await criarUsuario(t, { permissoes });
      const as = await t.token(u.login, u.senha);
      expect((await criar(payload, as)).statusCode).toBe(403);
      const lista = await t.call({ method: 'GET', url: '/api/integracoes/webhooks', as });
      expect(lista.statusCode).toBe(403);
    }
    const admin = await criarUsuario(t, {
      permissoes: ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'],
    });
    expect((await criar(payload, await t.token(admin.login, admin.senha))).statusCode).toBe(201);
  });

  it('um registro de bobina chega assinado, com os dados que a API devolve; o registro de entregas mostra', async () => {
    const w = (await criar({ url: receptor.url, eventos: TODOS })).json().data;
    const res = await postBobina(t, novaBobina({ endereco: livre() }));
    expect(res.statusCode).toBe(201);
    const bobina = res.json().data ?? res.json();
    await aguardar(() => receptor.recebidos.length === 1, 15_000, 'o evento chegar');
    const r = receptor.recebidos[0];
    if (!r) throw new Error('nada chegou');
    expect(r.evento).toEqual({
      id: expect.any(String),
      tipo: 'bobina.colocada',
      ocorridoEm: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      dados: (await t.call({ method: 'GET', url: `/api/bobinas/${bobina.id}` })).json().data,
    });
    expect(r.headers['x-patio-evento']).toBe('bobina.colocada');
    expect(r.headers['x-patio-entrega']).toBe(r.evento.id);
    expect(assinaturaValida(w.segredo, r)).toBe(true);
    expect(assinaturaValida(`${w.segredo}x`, r)).toBe(false);
    await aguardar(
      async () => (await entregas(w.id)).data[0]?.estado === 'ENTREGUE',
      15_000,
      'o registro',
    );
    const log = await entregas(w.id);
    expect(log).toMatchObject({ totalItems: 1, totalPages: 1 });
    expect(log.data[0]).toMatchObject({
      eventoId: r.evento.id,
      tipo: 'bobina.colocada',
      tentativas: 1,
      ultimoStatus: 200,
      proximaTentativaEm: null,
      entregueEm: expect.any(String),
    });
  });

  it('correção de endereço e alarme; uma recusa do pátio não escreve evento algum', async () => {
    const w = (
      await criar({ url: receptor.url, eventos: ['bobina.movida', 'alarme.registrado'] })
    ).json().data;
    const bobina = (await postBobina(t, novaBobina({ endereco: livre() }))).json().data;
    const ocupado = livre();
    await postBobina(t, novaBobina({ endereco: ocupado }));
    const recusa = await corrigir(t, bobina.id, ocupado);
    expect(recusa.statusCode).toBeGreaterThanOrEqual(400);
    const destino = livre();
    expect((await corrigir(t, bobina.id, destino)).statusCode).toBe(200);
    const alarme = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { tipo: 'ALERTA', descricao: 'Ponte PR1 parada' },
    });
    expect(alarme.statusCode).toBe(201);
    await aguardar(() => receptor.recebidos.length >= 2, 15_000, 'dois eventos');
    expect(receptor.recebidos.map((r) => r.evento.tipo)).toEqual([
      'bobina.movida',
      'alarme.registrado',
    ]);
    expect(receptor.recebidos[0]?.evento.dados).toMatchObject({ id: bobina.id, endereco: destino });
    expect(receptor.recebidos[1]?.evento.dados).toEqual(alarme.json().data);
    expect(receptor.recebidos.every((r) => assinaturaValida(w.segredo, r))).toBe(true);
    const n = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int as n from webhook_entregas where webhook_id = ${w.id}`,
    );
    expect(n[0]?.n).toBe(2);
  });

  it('falha, nova tentativa em até 5 s, entrega; Reenviar manda o mesmo evento de novo', async () => {
    const w = (await criar({ url: receptor.url, eventos: ['bobina.colocada'] })).json().data;
    receptor.responder(() => (receptor.recebidos.length === 0 ? 500 : 200));
    await postBobina(t, novaBobina({ endereco: livre() }));
    await aguardar(() => receptor.recebidos.length === 2, 15_000, 'falha e nova tentativa');
    const [primeira, segunda] = receptor.recebidos;
    expect(primeira?.status).toBe(500);
    expect(segunda?.evento.id).toBe(primeira?.evento.id);
    expect(segunda?.corpo).toBe(primeira?.corpo);
    expect((segunda?.em ?? 0) - (primeira?.em ?? 0)).toBeLessThan(5_000);
    await aguardar(
      async () => (await entregas(w.id)).data[0]?.estado === 'ENTREGUE',
      15_000,
      'o registro',
    );
    const [entrega] = (await entregas(w.id)).data;
    expect(entrega).toMatchObject({ id: expect.any(Number), tentativas: 2, ultimoStatus: 200 });

    const re = await t.call({
      method: 'POST',
      url: `/api/integracoes/webhooks/${w.id}/entregas/${entrega.id}/reenviar`,
    });
    expect(re.statusCode).toBe(200);
    await aguardar(() => receptor.recebidos.length === 3, 15_000, 'o reenvio');
    expect(receptor.recebidos[2]?.evento.id).toBe(primeira?.evento.id);
    const nada = await t.call({
      method: 'POST',
      url: `/api/integracoes/webhooks/${w.id}/entregas/99999999/reenviar`,
    });
    expect(nada.statusCode).toBe(404);
    expect(nada.json().Messagens).toEqual(['Entrega não encontrada.']);
  });

  it('após o prazo a entrega fica FALHOU e a seguinte do mesmo destino segue', async () => {
    const w = (await criar({ url: receptor.url, eventos: ['bobina.colocada'] })).json().data;
    receptor.responder(500);
    await postBobina(t, novaBobina({ endereco: livre() }));
    await aguardar(() => receptor.recebidos.length === 1, 15_000, 'a primeira tentativa');
    // Its 24 h are over: the next failure gives up.
    await t.database.db.execute(
      sql`update webhook_entregas set prazo = now(), proxima_tentativa_em = now() where webhook_id = ${w.id}`,
    );
    await aguardar(
      async () => (await entregas(w.id)).data[0]?.estado === 'FALHOU',
      15_000,
      'FALHOU',
    );
    receptor.responder(200);
    await postBobina(t, novaBobina({ endereco: livre() }));
    await aguardar(
      async () => (await entregas(w.id)).data[0]?.estado === 'ENTREGUE',
      15_000,
      'a seguinte',
    );
    const log = (await entregas(w.id)).data;
    expect(log.map((e: { estado: string }) => e.estado)).toEqual(['ENTREGUE', 'FALHOU']);
    expect(log[1]).toMatchObject({
      ultimoStatus: 500,
      ultimoErro: 'HTTP 500',
      proximaTentativaEm: null,
    });
  });

  it('ids e páginas inválidos: 400/404 em português', async () => {
    const a = await t.call({ method: 'GET', url: '/api/integracoes/webhooks/abc/entregas' });
    expect(a.statusCode).toBe(400);
    const b = await t.call({ method: 'GET', url: '/api/integracoes/webhooks/999999/entregas' });
    expect(b.statusCode).toBe(404);
    const c = await t.call({
      method: 'PUT',
      url: '/api/integracoes/webhooks/999999',
      payload: { url: 'http://127.0.0.1/', eventos: ['bobina.movida'] },
    });
    expect(c.statusCode).toBe(404);
  });
});
