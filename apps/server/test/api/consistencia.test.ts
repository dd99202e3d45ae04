import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGRAS,
  type Violacao,
  verificarConsistencia,
} from '../../src/modules/patio/verificar-consistencia.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { postDespacho } from './despachos-fixtures.ts';
import { colocar, instrucao, pegar, selecionar, soltar } from './instrucoes-fixtures.ts';
import { postItem } from './listas-fixtures.ts';

class Desfazer extends Error {
  constructor(readonly violacoes: Violacao[]) {
    super('desfazer');
  }
}

/** A yard holding every state a coil, list item, instruction and dispatch can be in. */
async function montarPatio(t: TestApp) {
  const ok = async (r: Promise<LightMyRequestResponse>, status = 200) => {
    const res = await r;
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  const apoioC = await colocar(t, '0001CN05');
  const apoioD = await colocar(t, '0001DN05');
  const piramide = await colocar(t, '0001DP05');
  const livre = await colocar(t, '0001FN05');
  // Lists: three PLANO items (the first ticked), two RESERVA.
  const planos = [await postItem(t), await postItem(t), await postItem(t)];
  const reservas = [await postItem(t, { tipo: 'RESERVA' }), await postItem(t, { tipo: 'RESERVA' })];
  await ok(
    t.call({
      method: 'PATCH',
      url: '/api/listas/ticar',
      query: { bobinaId: String(planos[0]?.id) },
    }),
  );
  // Instructions: one open, one selected, one started, one done.
  const aberta = await colocar(t, '0002AN01');
  const idAberta = await instrucao(t, aberta.lote, '0002AN02');
  const selecionada = await colocar(t, '0002CN01');
  const idSelecionada = await instrucao(t, selecionada.lote, '0002CN02');
  await ok(selecionar(t, 'PR#493', idSelecionada), 201);
  const iniciada = await colocar(t, '0002EN01');
  const idIniciada = await instrucao(t, iniciada.lote, '0002EN02');
  await ok(selecionar(t, 'PR#346', idIniciada), 201);
  await ok(pegar(t, 'PR#346'));
  const movida = await colocar(t, '0002GN01');
  const idConcluida = await instrucao(t, movida.lote, '0002GN02');
  await ok(selecionar(t, 'PR#345', idConcluida), 201);
  await ok(pegar(t, 'PR#345'));
  await ok(soltar(t, 'PR#345'));
  // Dispatches: an open one with a loaded and a waiting coil, a second open one, a finalized one.
  const carregada = await colocar(t, '0003AN01');
  const esperando = await colocar(t, '0003BN01');
  const aberto = (await ok(postDespacho(t, 'C-ABERTO', [carregada.id, esperando.id]), 201)).json()
    .data.id as number;
  const outro = (
    await ok(postDespacho(t, 'C-OUTRO', [(await colocar(t, '0003CN01')).id]), 201)
  ).json().data.id as number;
  const expedida = await colocar(t, '0003DN01');
  const finalizado = (await ok(postDespacho(t, 'C-FIM', [expedida.id]), 201)).json().data
    .id as number;
  for (const [b, ponte] of [
    [carregada, 'PR#343'],
    [expedida, 'PR#344'],
  ] as const) {
    const r = await t.database.db.execute(
      sql`select id from instrucoes where bobina_id = ${b.id} and estado = 'ABERTA'`,
    );
    const id = (r as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
    await ok(selecionar(t, ponte, id), 201);
    await ok(pegar(t, ponte));
    await ok(soltar(t, ponte));
  }
  await ok(t.call({ method: 'DELETE', url: `/api/despachos/${finalizado}/finalizar` }));
  return {
    apoioC,
    apoioD,
    piramide,
    livre,
    planos,
    reservas,
    idAberta,
    idSelecionada,
    iniciada,
    idConcluida,
    carregada,
    esperando,
    aberto,
    outro,
    expedida,
    finalizado,
  };
}

describe.each(BACKENDS)('verificador de consistência do pátio (%s)', (backend) => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof montarPatio>>;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    p = await montarPatio(t);
  });
  afterAll(() => t.close());

  /** Runs the statements in a transaction, checks the yard there, and rolls it all back. */
  async function quebrar(...comandos: string[]): Promise<string[]> {
    try {
      await t.database.db.transaction(async (tx) => {
        for (const c of comandos) await tx.execute(sql.raw(c));
        throw new Desfazer(await verificarConsistencia(tx));
      });
    } catch (err) {
      if (err instanceof Desfazer) return [...new Set(err.violacoes.map((v) => v.regra))];
      throw err;
    }
    throw new Error('a transação deveria ter sido desfeita');
  }

  it('um pátio montado pela API, com todos os estados, é consistente', async () => {
    expect(await verificarConsistencia(t.database.db)).toEqual([]);
    const contagem = await t.database.db.execute(sql`
      select (select count(*) from bobinas where status = 'EM_MOVIMENTO')::int movendo,
             (select count(*) from bobinas where status = 'CARREGADA')::int carregadas,
             (select count(*) from bobinas where status = 'EXPEDIDA')::int expedidas,
             (select count(*) from bobinas where substr(endereco, 6, 1) = 'P')::int piramides,
             (select count(*) from listas where ticada)::int ticadas`);
    // The yard really holds each state, so each rule below has something to catch.
    expect((contagem as unknown as { rows: unknown[] }).rows[0]).toEqual({
      movendo: 1,
      carregadas: 1,
      expedidas: 1,
      piramides: 1,
      ticadas: 1,
    });
  });

  it('cada invariante quebrada por SQL direto é nomeada', async () => {
    const b = (x: { id: number }) => x.id;
    const casos: [string, string[]][] = [
      [
        'endereco_unico',
        [
          'drop index bobinas_endereco_uq',
          `update bobinas set endereco = '0001CN05' where id = ${b(p.livre)}`,
        ],
      ],
      [
        'piramide_sem_apoio',
        [`update bobinas set endereco = '0004AN01' where id = ${b(p.apoioC)}`],
      ],
      [
        'piramide_sem_apoio',
        [`update bobinas set status = 'EM_MOVIMENTO' where id = ${b(p.apoioD)}`],
      ],
      [
        'status_endereco',
        [
          'alter table bobinas drop constraint bobinas_status_endereco_ck',
          `update bobinas set status = 'PLANEJADA' where id = ${b(p.livre)}`,
        ],
      ],
      [
        'lista_sequencia',
        [`update listas set sequencia = 3 where bobina_id = ${p.planos[2]?.id} and not ticada`],
      ],
      [
        'lista_sequencia',
        [`update listas set sequencia = 1 where bobina_id = ${p.reservas[1]?.id} and not ticada`],
      ],
      [
        'lista_bobina_planejada',
        [
          `update bobinas set status = 'NO_PATIO', endereco = '0005AN01' where id = ${p.planos[1]?.id}`,
        ],
      ],
      [
        'lista_item_duplicado',
        [
          'drop index listas_bobina_aberta_uq',
          `insert into listas (bobina_id, tipo, sequencia) values (${p.planos[1]?.id}, 'RESERVA', 3)`,
        ],
      ],
      [
        'instrucao_duplicada',
        [
          'drop index instrucoes_bobina_aberta_uq',
          `insert into instrucoes (bobina_id, destino, tipo) values (${b(p.livre)}, '0009AN01', 'MANUAL'),
             (${b(p.livre)}, '0009AN02', 'MANUAL')`,
        ],
      ],
      [
        'despacho_duplicado',
        [
          'drop index despacho_bobinas_aberta_uq',
          `insert into despacho_bobinas (despacho_id, bobina_id, sequencia) values (${p.outro}, ${b(p.esperando)}, 2)`,
        ],
      ],
      [
        'instrucao_ponte',
        [
          'alter table instrucoes drop constraint instrucoes_ponte_ck',
          `update instrucoes set ponte = null where id = ${p.idSelecionada}`,
        ],
      ],
      [
        'instrucao_ponte',
        [
          'alter table instrucoes drop constraint instrucoes_ponte_ck',
          `update instrucoes set ponte = 'PR#347' where id = ${p.idAberta}`,
        ],
      ],
      [
        'ponte_posicao',
        [
          'drop index instrucoes_ponte_ordem_uq',
          `update instrucoes set estado = 'SELECIONADA', ponte = 'PR#493', ordem = 1 where id = ${p.idAberta}`,
        ],
      ],
      [
        'ponte_duas_iniciadas',
        [
          `update instrucoes set estado = 'INICIADA', ponte = 'PR#346', ordem = 2 where id = ${p.idAberta}`,
        ],
      ],
      [
        'iniciada_em_movimento',
        [`update bobinas set status = 'NO_PATIO' where id = ${b(p.iniciada)}`],
      ],
      [
        'iniciada_em_movimento',
        [`update bobinas set status = 'EM_MOVIMENTO' where id = ${b(p.livre)}`],
      ],
      [
        'instrucao_concluida_sem_data',
        [`update instrucoes set concluida_at = null where id = ${p.idConcluida}`],
      ],
      ['instrucao_despacho', [`delete from despacho_bobinas where bobina_id = ${b(p.esperando)}`]],
      [
        'carregada_no_despacho',
        [`update despacho_bobinas set carregada_at = null where bobina_id = ${b(p.carregada)}`],
      ],
      [
        'despacho_aberto_espelho',
        [`update despacho_bobinas set aberto = false where despacho_id = ${p.outro}`],
      ],
      [
        'despacho_finalizado',
        [`update bobinas set status = 'CARREGADA' where id = ${b(p.expedida)}`],
      ],
      [
        'despacho_finalizado',
        [`update despachos set finalizado_at = null where id = ${p.finalizado}`],
      ],
      [
        'expedida_sem_despacho',
        [`delete from despacho_bobinas where bobina_id = ${b(p.expedida)}`],
      ],
      [
        'despacho_aberto_expedida',
        [`update bobinas set status = 'EXPEDIDA', endereco = null where id = ${b(p.esperando)}`],
      ],
      [
        'despacho_sequencia',
        [`update despacho_bobinas set sequencia = 5 where bobina_id = ${b(p.esperando)}`],
      ],
      [
        'remanejamento_sem_bloqueada',
        [
          `insert into instrucoes (bobina_id, destino, tipo) values (${b(p.livre)}, '0009BN01', 'REMANEJAMENTO')`,
        ],
      ],
      [
        'destino_duplicado',
        [
          'drop index instrucoes_destino_aberto_uq',
          `update instrucoes set destino = '0002AN02' where id = ${p.idSelecionada}`,
        ],
      ],
      ['destino_ocupado', [`update instrucoes set destino = '0001FN05' where id = ${p.idAberta}`]],
      [
        'ultimo_movimento',
        [
          // Movements are append-only (docs/audit-trail.md): a newer movement ending elsewhere.
          `insert into movimentos (bobina_id, para, status_para, motivo) values (${b(p.apoioC)}, '0001BN05', 'NO_PATIO', 'teste')`,
        ],
      ],
    ];
    const nomeadas = new Set<string>();
    for (const [regra, comandos] of casos) {
      const achadas = await quebrar(...comandos);
      expect(achadas, `${regra}: ${comandos.join('; ')}`).toContain(regra);
      nomeadas.add(regra);
    }
    // Every rule of the checker is exercised by at least one break.
    expect([...nomeadas].sort()).toEqual([...REGRAS].sort());
    // And the rollbacks left the yard as it was.
    expect(await verificarConsistencia(t.database.db)).toEqual([]);
  });
});
