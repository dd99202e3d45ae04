import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Executor } from '../../src/db/client.ts';
import { verificarConsistencia } from '../../src/modules/patio/verificar-consistencia.ts';
import {
  type Dados,
  dadosPglite,
  dadosPostgres,
  esperar,
  iniciarServidor,
  type Servidor,
} from './servidor.ts';

/*
 * SIGKILL while a write's transaction runs, on the real server process: after a restart on the
 * same data the write is there whole or not at all, and the yard is consistent. The kill is
 * timed from the server's own SQL log: it lands once the transaction's big statement (the
 * import's insert) or the N-th of its per-coil statements (finalization) has been sent.
 */

const LINHAS = 10_000;
const CARREGADAS = 400;

const BACKENDS = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const linhas = async <T>(db: Executor, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

describe.each(BACKENDS)('servidor morto no meio de uma escrita (%s)', (backend) => {
  let dados: Dados;
  let s: Servidor | undefined;
  let despachoId: number;
  let totalImportado: number;
  beforeAll(async () => {
    dados =
      backend === 'postgres'
        ? await dadosPostgres(process.env.TEST_DATABASE_URL as string)
        : await dadosPglite(inject('pgliteTemplate'));
    despachoId = await dados.conectar(prepararDespacho);
  });
  afterAll(async () => {
    await s?.parar();
    await dados.apagar();
  });

  /** Sends the call, kills the server when `pronto` says so; returns whether it answered. */
  async function matarDurante(
    chamada: () => Promise<Response>,
    pronto: (sqlNovo: string) => boolean,
    oQue: string,
  ) {
    const srv = s as Servidor;
    srv.sqlNovo();
    let respondeu: number | null = null;
    const req = chamada().then(
      (r) => {
        respondeu = r.status;
      },
      () => {},
    );
    const inicio = performance.now();
    await esperar(() => pronto(srv.sqlNovo()), 120_000, oQue);
    const ms = performance.now() - inicio;
    await srv.matar();
    await req;
    s = undefined;
    return { respondeu, ms };
  }

  it(`SIGKILL no meio de uma importação de ${LINHAS} linhas: 0 ou ${LINHAS} itens, pátio consistente`, async () => {
    s = await iniciarServidor(dados);
    // 10 characters a lot (docs/coil-data-rules.md): K, 4 of the clock, 5 of the row.
    const prefixo = `K${Date.now().toString(36).slice(-4)}`;
    const registros = Array.from({ length: LINHAS }, (_, i) => ({
      item: 'A12345',
      lote: `${prefixo}${String(i).padStart(5, '0')}`,
      grupo: 'LQ',
      material: 'BQ',
      laminacaoAt: '2024-05-10T08:30',
      laminacaoTurno: 2,
      isResfriada: false,
      peso: 25.5,
      espessura: 3.2,
      largura: 1200,
      proximoProcesso: 'LDC3',
      fluxo: 'AA',
      isLege: false,
      tipo: 'PLANO',
    }));
    const srv = s;
    const { respondeu, ms } = await matarDurante(
      () => srv.chamar('POST', '/api/listas/importar', registros),
      (novo) => novo.includes('jsonb_to_recordset'),
      'o insert da importação',
    );
    // Killed inside the transaction: the client never got an answer.
    expect(respondeu).toBeNull();

    const reinicio = performance.now();
    s = await iniciarServidor(dados);
    const msReinicio = performance.now() - reinicio;
    const res = await s.chamar('GET', '/api/listas?page=1&pageSize=1&filter=Tipo%3DPLANO');
    expect(res.status).toBe(200);
    totalImportado = ((await res.json()) as { totalItems: number }).totalItems;
    expect([0, LINHAS]).toContain(totalImportado);
    // PGlite is one process's: the checker runs there after the last kill, with the server down.
    const verificado =
      backend === 'postgres'
        ? `verificador ${(await dados.conectar(verificarConsistencia)).length} violações`
        : 'verificador no fim';
    console.info(
      `[falha ${backend}] SIGKILL na importação de ${LINHAS} linhas ${Math.round(ms)} ms após o envio: ` +
        `${totalImportado === 0 ? 'nada' : 'tudo'} gravado (${totalImportado} itens); reinício e login em ${Math.round(msReinicio)} ms; ${verificado}`,
    );
    if (backend === 'postgres') expect(await dados.conectar(verificarConsistencia)).toEqual([]);
  }, 300_000);

  it(`SIGKILL no meio da finalização de um despacho com ${CARREGADAS} bobinas carregadas: todas EXPEDIDA ou nenhuma`, async () => {
    if (!s) s = await iniciarServidor(dados);
    const srv = s;
    let movimentos = 0;
    const metade = CARREGADAS / 4;
    const { respondeu, ms } = await matarDurante(
      () => srv.chamar('DELETE', `/api/despachos/${despachoId}/finalizar`),
      (novo) => {
        // The log is JSON lines: Drizzle's quoted name, or the movement's own statement
        // (registrar-movimento.ts) unquoted.
        movimentos += novo.split(/insert into (?:\\")?movimentos\b/).length - 1;
        return movimentos >= metade;
      },
      `o ${metade}º movimento da finalização`,
    );
    expect(respondeu).toBeNull();

    const reinicio = performance.now();
    s = await iniciarServidor(dados);
    const msReinicio = performance.now() - reinicio;
    const res = await s.chamar('GET', `/api/despachos/${despachoId}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { finalizado: boolean; quantidadeBobinas: number; bobinasCarregadas: number };
    };
    expect(data.quantidadeBobinas).toBe(CARREGADAS);
    await s.parar();
    s = undefined;
    const { status, importadas, violacoes } = await dados.conectar(async (db) => ({
      importadas: (
        await linhas<{ n: number }>(
          db,
          sql`select count(*)::int n from listas where tipo = 'PLANO'`,
        )
      )[0]?.n,
      status: await linhas<{ status: string; n: number }>(
        db,
        sql`select b.status, count(*)::int n from despacho_bobinas db join bobinas b on b.id = db.bobina_id
            where db.despacho_id = ${despachoId} group by b.status`,
      ),
      violacoes: await verificarConsistencia(db),
    }));
    expect(status).toEqual([{ status: data.finalizado ? 'EXPEDIDA' : 'CARREGADA', n: CARREGADAS }]);
    expect(importadas).toBe(totalImportado);
    expect(violacoes).toEqual([]);
    console.info(
      `[falha ${backend}] SIGKILL na finalização de ${CARREGADAS} bobinas, no ${metade}º movimento (${Math.round(ms)} ms): ` +
        `${data.finalizado ? 'todas EXPEDIDA' : `nenhuma expedida (${CARREGADAS} CARREGADA)`}; reinício e login em ${Math.round(msReinicio)} ms; verificador ok`,
    );
  }, 300_000);
});

/** A dispatch with CARREGADAS coils on the vehicle, as the cranes' soltar leaves it, in SQL
 * (1,600 API calls would be most of the test's time). */
async function prepararDespacho(db: Executor): Promise<number> {
  await db.execute(sql`
    with d as (insert into despachos (identificacao, modal) values ('F-KILL', 'TREM') returning id),
    b as (
      insert into bobinas (item, lote, grupo, material, laminacao_at, laminacao_turno, status)
      select 'A12345', 'F' || lpad(g::text, 9, '0'), 'LQ', 'BQ', '2024-05-10 08:30', 1, 'CARREGADA'
      from generate_series(1, ${CARREGADAS}) g returning id),
    db as (
      insert into despacho_bobinas (despacho_id, bobina_id, sequencia, carregada_at)
      select d.id, b.id, row_number() over (order by b.id), now() from d, b),
    i as (
      insert into instrucoes (bobina_id, tipo, estado, despacho_id, concluida_at)
      select b.id, 'DESPACHO', 'CONCLUIDA', d.id, now() from d, b)
    insert into movimentos (bobina_id, de, para, status_de, status_para, motivo)
    select id, null, null, 'NO_PATIO', 'CARREGADA', 'Carregada no despacho F-KILL' from b`);
  expect(await verificarConsistencia(db)).toEqual([]);
  const r = await linhas<{ id: number }>(
    db,
    sql`select id from despachos where identificacao = 'F-KILL'`,
  );
  return r[0]?.id as number;
}
