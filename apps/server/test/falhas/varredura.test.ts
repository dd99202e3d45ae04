import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Executor } from '../../src/db/client.ts';
import { CADEIAS, verificarCadeia } from '../../src/modules/auditoria/verificar-cadeia.ts';
import { verificarConsistencia } from '../../src/modules/patio/verificar-consistencia.ts';
import {
  type Dados,
  dadosPglite,
  dadosPostgres,
  iniciarServidor,
  SENHA,
  type Servidor,
} from './servidor.ts';
import { TIPOS, trabalhar } from './varredura-carga.ts';
import { conferirERessincronizar } from './varredura-conferencia.ts';
import { Esperado, novosTrabalhadores, TRABALHADORES } from './varredura-modelo.ts';

/*
 * Crash sweep (docs/reliability.md, "Crash sweep"): the real server is killed with SIGKILL at a
 * random moment of a mixed workload (varredura-carga.ts: placements, address corrections, crane
 * select/pegar/soltar, dispatch create/load/finalize, imports, reorders, events), restarted on
 * the same data and checked: the consistency checker finds nothing, both hash chains are whole,
 * every write answered 2xx before the kill is there, and the sessions answered before it (a
 * login, a logout) still hold.
 *
 * Kills per backend: VARREDURA_KILLS_PG / VARREDURA_KILLS_PGLITE, else VARREDURA_KILLS, else 3
 * (the CI size). The long run: VARREDURA_KILLS_PG=100 VARREDURA_KILLS_PGLITE=30.
 */

const BACKENDS = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function quedas(backend: string): number {
  const proprio =
    backend === 'postgres' ? process.env.VARREDURA_KILLS_PG : process.env.VARREDURA_KILLS_PGLITE;
  const n = Number(proprio ?? process.env.VARREDURA_KILLS ?? 3);
  if (!Number.isInteger(n) || n < 1) throw new Error(`número de quedas inválido: ${n}`);
  return n;
}

/**
 * When the kill comes: once a random number of writes of the round have been answered (so a
 * round does some work however loaded the machine is), then after a random 0–150 ms more, so
 * it lands anywhere in the requests then running. The last round also waits until every kind
 * of write has been answered at least once in the run (TIPOS), so even a CI-sized run covers
 * the whole workload; a round that cannot get there in LIMITE_DA_VOLTA_MS fails.
 */
const ESCRITAS_ATE_A_QUEDA = [5, 40] as const;
const LIMITE_DA_VOLTA_MS = 180_000;

async function esperarAQueda(esperado: Esperado, ultima: boolean, falhou: () => boolean) {
  const [de, ate] = ESCRITAS_ATE_A_QUEDA;
  const alvo = esperado.total + de + Math.floor(Math.random() * (ate - de + 1));
  const limite = Date.now() + LIMITE_DA_VOLTA_MS;
  const faltam = () => TIPOS.filter((t) => !esperado.respondidas.has(t));
  while (esperado.total < alvo || (ultima && faltam().length > 0)) {
    if (falhou()) return;
    if (Date.now() > limite) {
      throw new Error(`a carga não chegou lá em ${LIMITE_DA_VOLTA_MS} ms; faltam: ${faltam()}`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await new Promise((r) => setTimeout(r, Math.random() * 150));
}

async function entrar(url: string): Promise<string> {
  const r = await fetch(`${url}/api/Usuarios/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', senha: SENHA }),
  });
  if (!r.ok) throw new Error(`login: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { data: { token: string } }).data.token;
}

const comToken = (
  url: string,
  token: string,
  metodo = 'GET',
  caminho = '/api/eventos?pageSize=1',
) => fetch(`${url}${caminho}`, { method: metodo, headers: { authorization: `Bearer ${token}` } });

async function verificar(db: Executor) {
  const cadeias = [];
  for (const t of CADEIAS) cadeias.push(await verificarCadeia(db, t));
  return {
    violacoes: await verificarConsistencia(db),
    quebras: cadeias.filter((c) => !c.ok).map((c) => c.quebra?.motivo),
  };
}

describe.each(BACKENDS)('varredura de quedas: SIGKILL em momentos aleatórios (%s)', (backend) => {
  const KILLS = quedas(backend);
  let dados: Dados;
  let s: Servidor | undefined;
  beforeAll(async () => {
    dados =
      backend === 'postgres'
        ? await dadosPostgres(process.env.TEST_DATABASE_URL as string)
        : await dadosPglite(inject('pgliteTemplate'));
  }, 120_000);
  afterAll(async () => {
    await s?.parar();
    await dados?.apagar();
  });

  it(
    `${KILLS} quedas: 0 violações, cadeias íntegras, nenhuma escrita respondida perdida`,
    async () => {
      const esperado = new Esperado();
      const trabalhadores = novosTrabalhadores();
      // The workers start from what the database holds (the seeded template).
      await dados.conectar((db) => conferirERessincronizar(db, esperado, trabalhadores));
      /** A session opened (login answered) and one ended (logout answered) before the kill. */
      let sessoes: { aberta: string; encerrada: string } | null = null;
      const inicio = performance.now();
      for (let volta = 0; volta < KILLS; volta++) {
        s = await iniciarServidor(dados);
        if (sessoes) {
          const aberta = await comToken(s.url, sessoes.aberta);
          const encerrada = await comToken(s.url, sessoes.encerrada);
          expect([aberta.status, encerrada.status], `sessões após a queda ${volta}`).toEqual([
            200, 401,
          ]);
        }
        const encerrada = await entrar(s.url);
        const saida = await comToken(s.url, encerrada, 'POST', '/api/Usuarios/Logout');
        expect(saida.status, await saida.text()).toBeLessThan(300);
        sessoes = { aberta: s.token, encerrada };

        const servidor = s;
        let falhou = false;
        const trabalho = Promise.allSettled(
          trabalhadores.map((t) =>
            trabalhar(t, servidor, esperado).catch((err) => {
              falhou = true;
              throw err;
            }),
          ),
        );
        try {
          await esperarAQueda(esperado, volta === KILLS - 1, () => falhou);
        } finally {
          await s.matar();
        }
        const falhas = (await trabalho).flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
        if (falhas.length > 0) throw falhas[0];

        const r = await dados.conectar(async (db) => ({
          perdidas: await conferirERessincronizar(db, esperado, trabalhadores),
          ...(await verificar(db)),
        }));
        expect(r, `queda ${volta + 1}`).toEqual({ perdidas: [], violacoes: [], quebras: [] });
      }
      const porTipo = (m: Map<string, number>) =>
        TIPOS.map((t) => `${t} ${m.get(t) ?? 0}`).join(', ');
      let cortadas = 0;
      for (const n of esperado.cortadas.values()) cortadas += n;
      console.log(
        `[varredura ${backend}] ${KILLS} quedas sobrevividas em ${((performance.now() - inicio) / 1000).toFixed(0)} s ` +
          `(${TRABALHADORES} trabalhadores); ${esperado.total} escritas respondidas 2xx, 0 perdidas, ` +
          `0 violações, cadeias íntegras (${porTipo(esperado.respondidas)}); ` +
          `${cortadas} cortadas pela queda (${porTipo(esperado.cortadas)}); ` +
          `${KILLS - 1} logins e ${KILLS - 1} logouts conferidos após a queda`,
      );
    },
    120_000 + quedas(backend) * 60_000,
  );
});
