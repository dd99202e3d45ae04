import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';
import { linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';

/* Instruction and crane calls of the tests, and the rows they look at afterwards. */

let seq = 0;
/** A 10-character lot (docs/product/operations.md#constants) no other test file or run uses. */
export const loteDeInstrucao = () =>
  `I${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(6, '0')}`;

export interface BobinaT {
  id: number;
  lote: string;
  endereco: string;
}

/** A coil at `endereco` (forced past any overridable rule), with a 10-character lot. */
export async function colocar(t: TestApp, endereco: string, over: Record<string, unknown> = {}) {
  const res = await postBobina(t, novaBobina({ lote: loteDeInstrucao(), endereco, ...over }), true);
  expect(res.statusCode, `${endereco}: ${res.body}`).toBe(201);
  const { id, lote } = res.json().data;
  return { id, lote, endereco } as BobinaT;
}

type Como = { as?: string | null; force?: boolean };
const forca = (o: Como) => (o.force ? { query: { force: 'true' } } : {});

export const postInstrucao = (t: TestApp, payload: object, o: Como = {}) =>
  t.call({ method: 'POST', url: '/api/instrucoes', payload, as: o.as, ...forca(o) });

export const putInstrucao = (t: TestApp, id: number, payload: object, o: Como = {}) =>
  t.call({ method: 'PUT', url: `/api/instrucoes/${id}`, payload, as: o.as, ...forca(o) });

export const deleteInstrucao = (t: TestApp, id: number, o: Como = {}) =>
  t.call({ method: 'DELETE', url: `/api/instrucoes/${id}`, as: o.as });

/** Creates an instruction that must succeed; returns its id. */
export async function instrucao(t: TestApp, lote: string, destino: string) {
  const res = await postInstrucao(t, { lote, destino });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

export const listar = (t: TestApp, query: Record<string, string> = {}, as?: string | null) =>
  t.call({ method: 'GET', url: '/api/instrucoes', query, as });

/** The crane's code in a path: PR#493 → PR493. */
const cod = (ponte: string) => ponte.replace('#', '');

export const selecionar = (
  t: TestApp,
  ponte: string,
  primeira: number,
  segunda: number | null = null,
  as?: string | null,
) =>
  t.call({
    method: 'POST',
    url: '/api/operacoes',
    payload: { ponte, primeiraInstrucaoId: primeira, segundaInstrucaoId: segunda },
    as,
  });

export const operacoes = (t: TestApp, ponte: string, as?: string | null) =>
  t.call({ method: 'GET', url: `/api/operacoes/${cod(ponte)}`, as });

export const pegar = (t: TestApp, ponte: string, as?: string | null) =>
  t.call({ method: 'PUT', url: `/api/operacoes/${cod(ponte)}/pegar`, as });

export const soltar = (t: TestApp, ponte: string, as?: string | null) =>
  t.call({ method: 'PUT', url: `/api/operacoes/${cod(ponte)}/soltar`, as });

/** Pick or drop with a JSON body: the label reading of the cab (`{lido}`). */
export const tocar = (t: TestApp, ponte: string, acao: 'pegar' | 'soltar', payload: object) =>
  t.call({ method: 'PUT', url: `/api/operacoes/${cod(ponte)}/${acao}`, payload });

export const pular = (t: TestApp, ponte: string, id: number, as?: string | null) =>
  t.call({ method: 'DELETE', url: `/api/operacoes/${cod(ponte)}/${id}`, as });

export async function estadoDa(t: TestApp, id: number) {
  const [r] = await linhas<{ estado: string; ponte: string | null; ordem: number | null }>(
    t,
    sql`select estado, ponte, ordem from instrucoes where id = ${id}`,
  );
  return r;
}

export async function bobinaRow(t: TestApp, id: number) {
  const [r] = await linhas<{ endereco: string | null; status: string }>(
    t,
    sql`select endereco, status from bobinas where id = ${id}`,
  );
  return r;
}

/** The coil's movements, oldest first. */
export const movimentosDa = (t: TestApp, id: number) =>
  linhas<{ de: string | null; para: string | null; status_para: string; motivo: string }>(
    t,
    sql`select de, para, status_para, motivo from movimentos where bobina_id = ${id} order by id`,
  );
