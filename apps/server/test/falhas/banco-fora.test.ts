import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProxyTcp } from './proxy-tcp.ts';
import {
  type Dados,
  dadosPostgres,
  iniciarServidor,
  portaLivre,
  type Servidor,
} from './servidor.ts';

/*
 * PostgreSQL unreachable for a moment: a TCP proxy of the test's own sits between the server
 * and the database. Cutting it destroys every connection and refuses new ones; the server must
 * answer 503 with the message of docs/decisions.md#wire at once (no hang, never 500) and, once the
 * proxy is back, answer 200 again by itself.
 */

const MSG = 'Banco de dados indisponível no momento. Tente novamente.';

const URL_ADMIN = process.env.TEST_DATABASE_URL;

describe.skipIf(!URL_ADMIN)('banco de dados fora do ar por um momento (postgres)', () => {
  let proxy: ProxyTcp;
  let dados: Dados;
  let s: Servidor;
  beforeAll(async () => {
    const pg = new URL(URL_ADMIN as string);
    proxy = new ProxyTcp(await portaLivre(), {
      host: pg.hostname,
      port: Number(pg.port || 5432),
    });
    await proxy.abrir();
    dados = await dadosPostgres(URL_ADMIN as string, `127.0.0.1:${proxy.porta}`);
    s = await iniciarServidor(dados);
  }, 120_000);
  afterAll(async () => {
    if (process.env.BANCO_FORA_SAIDA) console.log(s?.saida());
    await s?.parar();
    await proxy?.cortar().catch(() => {});
    await dados?.apagar();
  });

  const bobina = (lote: string) => ({
    item: 'A12345',
    lote,
    endereco: '0001CN05',
    grupo: 'LQ',
    material: 'BQ',
    laminacaoAt: '2024-05-10T08:30',
    laminacaoTurno: 2,
    isResfriada: false,
    largura: 1200,
    isLege: false,
  });

  /** The live stream as a browser holds it: counts the change events that arrive. */
  async function ouvirMudancas() {
    const res = await s.chamar('GET', '/api/stream');
    expect(res.status).toBe(200);
    const leitor = (res.body as ReadableStream<Uint8Array>).getReader();
    const estado = { mudancas: 0, parar: () => leitor.cancel().catch(() => {}) };
    void (async () => {
      const dec = new TextDecoder();
      for (;;) {
        const { done, value } = await leitor.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        estado.mudancas += dec.decode(value).split('event: change').length - 1;
      }
    })();
    return estado;
  }

  it('corte: 503 com a mensagem, rápido; volta: 200 sozinho, sem reiniciar', async () => {
    const ler = () => s.chamar('GET', '/api/bobinas?page=1&pageSize=1');
    expect((await ler()).status).toBe(200);
    const stream = await ouvirMudancas();

    await proxy.cortar();
    const pedidos = [
      ['GET /api/bobinas', ler],
      ['GET /api/health', () => fetch(`${s.url}/api/health`)],
      ['POST /api/bobinas', () => s.chamar('POST', '/api/bobinas', bobina('FORA000001'))],
      ['GET /api/eventos', () => s.chamar('GET', '/api/eventos?page=1&pageSize=5')],
    ] as const;
    const tempos: string[] = [];
    for (const [nome, pedido] of pedidos) {
      const inicio = performance.now();
      const res = await pedido();
      const ms = performance.now() - inicio;
      tempos.push(`${nome} ${res.status} em ${Math.round(ms)} ms`);
      expect(res.status, nome).toBe(503);
      expect(((await res.json()) as { Messagens: string[] }).Messagens).toEqual([MSG]);
      expect(ms, nome).toBeLessThan(3_000);
    }

    await proxy.abrir();
    const volta = performance.now();
    let tentativas = 0;
    for (;;) {
      tentativas += 1;
      const res = await ler();
      if (res.status === 200) break;
      expect(res.status).toBe(503);
      expect(performance.now() - volta, 'o servidor não voltou sozinho').toBeLessThan(15_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    const msVolta = performance.now() - volta;
    // Writes work again too, and the write refused during the cut left nothing behind.
    const escrita = await s.chamar('POST', '/api/bobinas', bobina('FORA000001'));
    expect(escrita.status).toBe(201);
    const id = ((await escrita.json()) as { data: { id: number } }).data.id;
    // The live stream hears changes again: its LISTEN connection was re-made by itself.
    let n = 0;
    while (stream.mudancas === 0) {
      expect(performance.now() - volta, 'o fluxo ao vivo não voltou').toBeLessThan(15_000);
      const endereco = `0001${n++ % 2 ? 'C' : 'D'}N05`;
      await s.chamar('PUT', `/api/bobinas/${id}/endereco?novoEndereco=${endereco}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const msFluxo = performance.now() - volta;
    await stream.parar();
    console.info(
      `[falha postgres] banco cortado: ${tempos.join('; ')}; de volta em ${Math.round(msVolta)} ms ` +
        `(${tentativas} tentativa(s)), fluxo ao vivo de volta em ${Math.round(msFluxo)} ms, sem reiniciar o servidor`,
    );
  }, 60_000);

  it('banco mudo (aceita e não responde): 503 no tempo de conexão do pool, sem pendurar', async () => {
    const ler = () => s.chamar('GET', '/api/bobinas?page=1&pageSize=1');
    expect((await ler()).status).toBe(200);
    proxy.silenciar(true);
    const inicio = performance.now();
    const res = await Promise.all([ler(), fetch(`${s.url}/api/health`)]);
    const ms = performance.now() - inicio;
    for (const r of res) {
      expect(r.status).toBe(503);
      expect(((await r.json()) as { Messagens: string[] }).Messagens).toEqual([MSG]);
    }
    expect(ms).toBeLessThan(10_000);
    proxy.silenciar(false);
    const volta = performance.now();
    while ((await ler()).status !== 200) {
      expect(performance.now() - volta, 'o servidor não voltou sozinho').toBeLessThan(15_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    console.info(
      `[falha postgres] banco mudo: 503 em ${Math.round(ms)} ms; de volta em ${Math.round(performance.now() - volta)} ms`,
    );
  }, 60_000);
});
