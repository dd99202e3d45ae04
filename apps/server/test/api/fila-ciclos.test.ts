/**
 * The cab's queue (apps/web/src/features/operacoes/fila/fila.ts) against the real server over
 * 100 off-line/on-line cycles (docs/offline.md): each cycle a pick and a drop are queued
 * without a connection, then sent over a network that drops requests before they arrive and
 * replies on their way back. No tap may be lost, none applied twice.
 */
import { prng, type TOperacao } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Armazem,
  type Entrada,
  type Resposta,
  sincronizar,
} from '../../../web/src/features/operacoes/fila/fila.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { colocar, instrucao, selecionar } from './instrucoes-fixtures.ts';

const CICLOS = Number(process.env.FILA_CICLOS ?? 100);

function memoria(): Armazem & { itens: Entrada[]; seq: number } {
  return {
    itens: [],
    seq: 0,
    async primeira() {
      return this.itens[0];
    },
    async remover(seq) {
      this.itens = this.itens.filter((e) => e.seq !== seq);
    },
    async marcarOffline() {
      this.itens = this.itens.map((e) => ({ ...e, offline: true }));
    },
  };
}

describe.each(BACKENDS)('fila da cabine em ciclos sem rede e com rede (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('nenhum toque perdido, nenhum aplicado duas vezes', async () => {
    // Seeded: the same network faults on every run.
    const sorte = prng(45);
    const fila = memoria();
    const bobinas: { id: number; destino: string }[] = [];
    let entregas = 0;
    let respostasPerdidas = 0;
    let quedasAntes = 0;
    let esperaMaxMs = 0;

    /** One request over a flaky network: lost before arriving, or its reply lost after. */
    const enviar = async (e: Entrada): Promise<Resposta> => {
      if (sorte() < 0.15) {
        quedasAntes += 1;
        return { tipo: 'sem-conexao' };
      }
      entregas += 1;
      const res = await t.call({
        method: 'PUT',
        url: `/api/operacoes/${e.codigo}/${e.acao}`,
        headers: { 'idempotency-key': e.chave },
        payload: {
          instrucaoId: e.instrucaoId,
          offline: e.offline,
          ocorridoEm: e.ocorridoEm,
          lote: e.lote,
        },
      });
      if (sorte() < 0.15) {
        respostasPerdidas += 1;
        return { tipo: 'sem-conexao' };
      }
      if (res.statusCode === 200) return { tipo: 'ok', ops: res.json() as TOperacao[] };
      const body = res.json();
      if (body.divergenciaId)
        return { tipo: 'divergencia', divergenciaId: body.divergenciaId, mensagem: '' };
      return { tipo: 'recusada', mensagem: body.Messagens?.[0] ?? res.body, codigos: [] };
    };

    for (let ciclo = 0; ciclo < CICLOS; ciclo++) {
      // On-line: the office gives the crane its next instruction.
      const grupo = String(10 + Math.floor(ciclo / 5)).padStart(4, '0');
      const linha = `0${(ciclo % 5) + 1}`;
      const b = await colocar(t, `${grupo}AN${linha}`);
      const destino = `${grupo}CN${linha}`;
      const id = await instrucao(t, b.lote, destino);
      expect((await selecionar(t, 'PR#493', id)).statusCode).toBe(201);
      bobinas.push({ id: b.id, destino });
      // Off-line: the operator picks and drops it; both wait in the queue.
      for (const acao of ['pegar', 'soltar'] as const) {
        fila.itens.push({
          seq: ++fila.seq,
          chave: `ciclo-${backend}-${ciclo}-${acao}-${b.lote}`,
          acao,
          codigo: 'PR493',
          instrucaoId: id,
          lote: b.lote,
          endereco: null,
          ocorridoEm: new Date().toISOString(),
          offline: true,
        });
      }
      // On-line again: sent until the queue is empty, whatever the network does.
      const inicio = performance.now();
      while ((await sincronizar(fila, enviar, () => {})) !== 'vazia');
      esperaMaxMs = Math.max(esperaMaxMs, performance.now() - inicio);
    }

    const ids = bobinas.map((b) => b.id);
    const movs = await linhas<{ bobina_id: number; motivo: string; para: string | null }>(
      t,
      sql`select bobina_id, motivo, para from movimentos where bobina_id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    const divergencias = await linhas<{ n: number }>(
      t,
      sql`select count(*)::int as n from divergencias`,
    );
    let perdidos = 0;
    let duplicados = 0;
    for (const b of bobinas) {
      const doLote = movs.filter((m) => m.bobina_id === b.id);
      const pegas = doLote.filter((m) => m.motivo.startsWith('Pega pela ponte')).length;
      const soltas = doLote.filter((m) => m.para === b.destino).length;
      perdidos += (pegas === 0 ? 1 : 0) + (soltas === 0 ? 1 : 0);
      duplicados += Math.max(0, pegas - 1) + Math.max(0, soltas - 1);
    }
    console.log(
      `${backend}: ${CICLOS} ciclos, ${2 * CICLOS} toques, ${entregas} entregas ao servidor ` +
        `(${respostasPerdidas} respostas perdidas, ${quedasAntes} quedas antes de chegar); ` +
        `perdidos ${perdidos}, aplicados duas vezes ${duplicados}; ` +
        `maior espera até a fila esvaziar ${Math.round(esperaMaxMs)} ms`,
    );
    expect({ perdidos, duplicados, divergencias: divergencias[0]?.n }).toEqual({
      perdidos: 0,
      duplicados: 0,
      divergencias: 0,
    });
    expect(respostasPerdidas).toBeGreaterThan(0);
    expect(fila.itens).toEqual([]);
  }, 600_000);
});
