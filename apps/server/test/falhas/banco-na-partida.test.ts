import { afterAll, describe, expect, it } from 'vitest';
import { ProxyTcp } from './proxy-tcp.ts';
import {
  type Dados,
  dadosPostgres,
  esperar,
  iniciarProcesso,
  portaLivre,
  SENHA,
} from './servidor.ts';

/*
 * The server started before its database (a plant powering up): it waits, says why on
 * /api/health and in its log, and serves once the database answers, without a restart. A
 * refusal no retry can fix ends the start with one line (docs/reliability.md).
 */

const URL_ADMIN = process.env.TEST_DATABASE_URL;

/** The JSON lines of the server's log whose message matches. */
const linhasDoLog = (saida: string, msg: RegExp) =>
  saida
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string })
    .filter((l) => msg.test(l.msg));

describe.skipIf(!URL_ADMIN)('o servidor espera o banco na partida (postgres)', () => {
  const limpar: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const f of limpar.reverse()) await f().catch(() => {});
  });

  it('nada escuta no início, depois o banco aparece: saudável sem reiniciar', async () => {
    const pg = new URL(URL_ADMIN as string);
    const proxy = new ProxyTcp(await portaLivre(), {
      host: pg.hostname,
      port: Number(pg.port || 5432),
    });
    const dados: Dados = await dadosPostgres(URL_ADMIN as string, `127.0.0.1:${proxy.porta}`);
    limpar.push(() => dados.apagar());
    const s = await iniciarProcesso(dados);
    limpar.push(() => proxy.cortar());
    limpar.push(() => s.parar());

    // Two failed tries: 1 s, then 2 s, each a JSON line; meanwhile health says why.
    await esperar(
      () => linhasDoLog(s.saida(), /nova tentativa em 2 s/).length > 0,
      20_000,
      'a segunda tentativa no log',
    );
    expect(s.proc.exitCode).toBeNull();
    expect(
      linhasDoLog(s.saida(), /^Banco de dados indisponível; nova tentativa em \d+ s$/).map(
        (l) => l.msg,
      ),
    ).toEqual([
      'Banco de dados indisponível; nova tentativa em 1 s',
      'Banco de dados indisponível; nova tentativa em 2 s',
    ]);
    const saude = await fetch(`${s.url}/api/health`);
    expect(saude.status).toBe(503);
    expect(((await saude.json()) as { Messagens: string[] }).Messagens).toEqual([
      'Banco de dados indisponível; nova tentativa em 2 s',
    ]);

    const aberto = performance.now();
    await proxy.abrir();
    let ok = 0;
    const limite = Date.now() + 60_000;
    while (!ok) {
      if (s.proc.exitCode !== null) throw new Error(`o servidor saiu: ${s.saida()}`);
      if (Date.now() > limite) throw new Error(`sem 200 em 60 s: ${s.saida()}`);
      const r = await fetch(`${s.url}/api/health`).catch(() => null);
      if (r?.status === 200) ok = performance.now();
      else await new Promise((p) => setTimeout(p, 20));
    }
    const respondeu = proxy.primeiraConexaoEm ?? aberto;
    console.log(
      `banco na partida: proxy aberto → 200 em ${Math.round(ok - aberto)} ms; primeira conexão ao banco → 200 em ${Math.round(ok - respondeu)} ms`,
    );
    // The same process, still the one started: no restart.
    expect(s.proc.exitCode).toBeNull();
    const login = await fetch(`${s.url}/api/Usuarios/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', senha: SENHA }),
    });
    expect(login.status).toBe(200);
  }, 90_000);

  it('banco inexistente: uma linha clara e saída 1, sem nova tentativa', async () => {
    const url = new URL(URL_ADMIN as string);
    url.pathname = '/patio_nao_existe_nunca';
    const s = await iniciarProcesso({
      env: { DATABASE_URL: url.toString() },
      conectar: async () => {
        throw new Error('sem banco');
      },
      apagar: async () => {},
    });
    limpar.push(() => s.parar());
    await s.saiu;
    expect(s.proc.exitCode).toBe(1);
    const linhas = s.saida().trim().split('\n');
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatch(
      /^Banco de dados recusou a conexão: o banco de dados não existe \(.*patio_nao_existe_nunca.*3D000\)\. Corrija DATABASE_URL; uma nova tentativa não ajudaria\.$/,
    );
  }, 60_000);
});
