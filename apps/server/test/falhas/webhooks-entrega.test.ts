import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Executor } from '../../src/db/client.ts';
import { novaBobina } from '../api/bobinas-fixtures.ts';
import {
  aguardar,
  assinaturaValida,
  iniciarReceptor,
  type Recebido,
  type Receptor,
} from '../webhooks-receptor.ts';
import {
  type Dados,
  dadosPglite,
  dadosPostgres,
  iniciarServidor,
  type Servidor,
} from './servidor.ts';

/*
 * Webhook delivery against real server processes and a real receiver on loopback: an outage of
 * the receiver, a server killed (SIGKILL) mid-send and restarted, two servers on one
 * PostgreSQL. CI runs them small; WEBHOOK_MUDANCAS and WEBHOOK_QUEDA_MS make the long run
 * (300 changes, a 2-minute outage: docs/testing.md).
 */

const MUDANCAS = Number(process.env.WEBHOOK_MUDANCAS ?? 30);
const QUEDA_MS = Number(process.env.WEBHOOK_QUEDA_MS ?? 3_000);
/** The outage plus the longest wait it may leave (an hour at most; minutes in practice). */
const LIMITE_MS = QUEDA_MS * 2 + 60_000;
const BACKENDS = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const linhas = async <T>(db: Executor, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** The n-th ground slot of the groups from 10 up: every change a new coil somewhere free. */
const endereco = (n: number) =>
  `${String(10 + Math.floor(n / 64)).padStart(4, '0')}${'ABCDEFGH'[Math.floor(n / 8) % 8]}N0${(n % 8) + 1}`;

const bobina = (n: number) => novaBobina({ endereco: endereco(n) });

/** Registers a coil through `s`; resolves with when it was asked and when it was answered. */
async function mudar(s: Servidor, n: number): Promise<{ pedido: number; resposta: number }> {
  const pedido = performance.now();
  const res = await s.chamar('POST', '/api/bobinas', bobina(n));
  if (res.status !== 201) throw new Error(`POST bobinas ${res.status}: ${await res.text()}`);
  return { pedido, resposta: performance.now() };
}

async function criarWebhook(s: Servidor, url: string): Promise<{ id: number; segredo: string }> {
  const res = await s.chamar('POST', '/api/integracoes/webhooks', {
    url,
    eventos: ['bobina.colocada'],
  });
  if (res.status !== 201) throw new Error(`POST webhooks ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: number; segredo: string } }).data;
}

/** The events the outbox holds for the endpoint, in the order they must arrive. */
const fila = (d: Dados, webhookId: number) =>
  d
    .conectar((db) =>
      linhas<{ evento: string }>(
        db,
        sql`select evento_id::text as evento from webhook_entregas where webhook_id = ${webhookId} order by id`,
      ),
    )
    .then((r) => r.map((x) => x.evento));

/** What the receiver accepted (2xx), in arrival order, and how many of those were repeats. */
function aceitos(recebidos: Recebido[], caminho: string) {
  const vistos = new Set<string>();
  const ordem: string[] = [];
  let duplicados = 0;
  for (const r of recebidos) {
    if (r.caminho !== caminho || r.status < 200 || r.status >= 300) continue;
    if (vistos.has(r.evento.id)) duplicados++;
    else {
      vistos.add(r.evento.id);
      ordem.push(r.evento.id);
    }
  }
  return { ordem, duplicados };
}

const percentil = (xs: number[], p: number) => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.ceil((p / 100) * o.length) - 1)] ?? Number.NaN;
};

describe.each(BACKENDS)('entrega de webhooks (%s)', (backend) => {
  let dados: Dados;
  let receptor: Receptor;
  const servidores: Servidor[] = [];
  const iniciar = async () => {
    const s = await iniciarServidor({
      ...dados,
      env: { ...dados.env, WEBHOOK_DESTINOS: '127.0.0.1' },
    });
    servidores.push(s);
    return s;
  };
  let base = 0;
  beforeAll(async () => {
    dados =
      backend === 'postgres'
        ? await dadosPostgres(process.env.TEST_DATABASE_URL as string)
        : await dadosPglite(inject('pgliteTemplate'));
    receptor = await iniciarReceptor();
  }, 180_000);
  afterAll(async () => {
    for (const s of servidores) await s.parar();
    await receptor.fechar();
    await dados.apagar();
  }, 120_000);

  it(
    `${MUDANCAS} mudanças com o receptor fora (500) por ${QUEDA_MS} ms: todas chegam, em ordem, assinadas; latência com ele no ar`,
    async () => {
      const s = await iniciar();
      receptor.recebidos.length = 0;
      const CAMINHO = '/webhook/queda';
      const w = await criarWebhook(s, `http://${new URL(receptor.url).host}${CAMINHO}`);
      const volta = performance.now() + QUEDA_MS;
      receptor.responder(() => (performance.now() < volta ? 500 : 200));
      for (let i = 0; i < MUDANCAS; i++) await mudar(s, base + i);
      base += MUDANCAS;
      await aguardar(
        () => aceitos(receptor.recebidos, CAMINHO).ordem.length >= MUDANCAS,
        LIMITE_MS,
        'todos os eventos',
      );
      const { ordem, duplicados } = aceitos(receptor.recebidos, CAMINHO);
      expect(ordem).toEqual(await fila(dados, w.id));
      expect(duplicados).toBe(0);
      expect(
        receptor.recebidos
          .filter((r) => r.caminho === CAMINHO)
          .every((r) => assinaturaValida(w.segredo, r)),
      ).toBe(true);
      // While it was down only the head of the queue was tried.
      const falhas = receptor.recebidos.filter((r) => r.caminho === CAMINHO && r.status === 500);
      expect(falhas.length).toBeGreaterThan(0);
      expect(new Set(falhas.map((r) => r.evento.id))).toEqual(new Set([ordem[0]]));

      // The deliverer wakes at the commit, so an event often arrives before the API's answer
      // reaches the client: measured from the request (an upper bound) and from the answer.
      receptor.recebidos.length = 0;
      receptor.responder(200);
      const doPedido: number[] = [];
      const daResposta: number[] = [];
      for (let i = 0; i < MUDANCAS; i++) {
        const antes = receptor.recebidos.length;
        const { pedido, resposta } = await mudar(s, base + i);
        await aguardar(() => receptor.recebidos.length > antes, 30_000, 'o evento');
        const chegou = (receptor.recebidos[antes] as Recebido).em;
        doPedido.push(chegou - pedido);
        daResposta.push(chegou - resposta);
      }
      base += MUDANCAS;
      console.log(
        `[webhooks ${backend}] queda: ${MUDANCAS} eventos, ${falhas.length} tentativas falhas, 0 perdidos, ${duplicados} duplicados; ` +
          `latência pedido→receptor p50 ${percentil(doPedido, 50).toFixed(1)} ms, p99 ${percentil(doPedido, 99).toFixed(1)} ms; ` +
          `resposta→receptor p50 ${percentil(daResposta, 50).toFixed(1)} ms, p99 ${percentil(daResposta, 99).toFixed(1)} ms`,
      );
      await s.parar();
    },
    LIMITE_MS + 120_000,
  );

  it('servidor morto (SIGKILL) no meio de um envio e reiniciado: nada falta, repetidos contados', async () => {
    let s = await iniciar();
    receptor.recebidos.length = 0;
    const CAMINHO = '/webhook/morte';
    const w = await criarWebhook(s, `http://${new URL(receptor.url).host}${CAMINHO}`);
    // Refused (503) until every change is made, so the queue is full when the sending starts.
    let pronto = false;
    const MATAR_EM = Math.ceil(MUDANCAS / 3);
    let morto: Promise<void> | null = null;
    receptor.responder(async () => {
      if (!pronto) return 503;
      if (aceitos(receptor.recebidos, CAMINHO).ordem.length === MATAR_EM && !morto) {
        // Killed while this event is in flight: its outcome is never written.
        morto = s.matar();
        await morto;
      }
      return 200;
    });
    for (let i = 0; i < MUDANCAS; i++) await mudar(s, base + i);
    base += MUDANCAS;
    pronto = true;
    await aguardar(() => morto !== null, 60_000, 'a morte no meio do envio');
    await morto;
    s = await iniciar();
    await aguardar(
      () => aceitos(receptor.recebidos, CAMINHO).ordem.length >= MUDANCAS,
      120_000,
      'todos após o reinício',
    );
    const { ordem, duplicados } = aceitos(receptor.recebidos, CAMINHO);
    const esperado = await fila(dados, w.id);
    expect(new Set(ordem)).toEqual(new Set(esperado));
    expect(ordem).toEqual(esperado);
    expect(duplicados).toBeLessThanOrEqual(1);
    expect(
      receptor.recebidos
        .filter((r) => r.caminho === CAMINHO)
        .every((r) => assinaturaValida(w.segredo, r)),
    ).toBe(true);
    console.log(
      `[webhooks ${backend}] SIGKILL no envio ${MATAR_EM}/${MUDANCAS}: 0 perdidos, ${duplicados} duplicado(s)`,
    );
    await s.parar();
  }, 240_000);

  it.runIf(backend === 'postgres')(
    'dois servidores num só PostgreSQL: nenhum evento enviado duas vezes, ordem mantida',
    async () => {
      const [a, b] = [await iniciar(), await iniciar()] as [Servidor, Servidor];
      receptor.recebidos.length = 0;
      const CAMINHO = '/webhook/dois';
      const w = await criarWebhook(a, `http://${new URL(receptor.url).host}${CAMINHO}`);
      // A little work per request, so both processes are awake and competing for the queue.
      receptor.responder(async () => {
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 10));
        return 200;
      });
      for (let i = 0; i < MUDANCAS * 2; i++) await mudar(i % 2 ? a : b, base + i);
      base += MUDANCAS * 2;
      await aguardar(
        () => aceitos(receptor.recebidos, CAMINHO).ordem.length >= MUDANCAS * 2,
        120_000,
        'todos',
      );
      // Any late double send would arrive meanwhile.
      await aguardar(
        async () =>
          (
            await dados.conectar((db) =>
              linhas<{ n: number }>(
                db,
                sql`select count(*)::int as n from webhook_entregas where estado = 'PENDENTE'`,
              ),
            )
          )[0]?.n === 0,
        30_000,
        'a fila vazia',
      );
      const { ordem, duplicados } = aceitos(receptor.recebidos, CAMINHO);
      expect(receptor.recebidos.filter((r) => r.caminho === CAMINHO).length).toBe(MUDANCAS * 2);
      expect(duplicados).toBe(0);
      expect(ordem).toEqual(await fila(dados, w.id));
      console.log(
        `[webhooks postgres] dois processos: ${MUDANCAS * 2} eventos, ${duplicados} enviados duas vezes`,
      );
      await a.parar();
      await b.parar();
    },
    240_000,
  );
});
