import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';
import { linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';

/**
 * Vehicle types, typed dispatches and the load planner over the API
 * (docs/planejamento-de-carga.md), shared by tipos-veiculo.test.ts,
 * despachos-tipo-veiculo.test.ts and planejamento-carga.test.ts.
 */

/** A fresh row of the yard per call: group 2–30, row 1–9. */
export function filas() {
  let fila = 0;
  return () => {
    const n = fila++;
    const grupo = String(2 + Math.floor(n / 9)).padStart(4, '0');
    return (coluna: string, tipo: 'N' | 'P' = 'N') => `${grupo}${coluna}${tipo}0${1 + (n % 9)}`;
  };
}

let seq = 0;
export const unico = (p: string) => `${p}-${++seq}-${Date.now().toString(36)}`;

/** A coil at `endereco` weighing `peso` tons; `null` stores it without a weight. */
export const bobina = async (t: TestApp, endereco: string, peso: number | null = 10) => {
  const r = await postBobina(t, novaBobina({ endereco, peso: peso ?? 10 }));
  if (r.statusCode !== 201) throw new Error(`bobina em ${endereco}: ${r.body}`);
  const b = r.json().data as { id: number; lote: string; endereco: string };
  if (peso === null)
    await t.database.db.execute(sql`update bobinas set peso = null where id = ${b.id}`);
  return b;
};

export const tipo = async (
  t: TestApp,
  modal: 'TREM' | 'CARRETA',
  capacidadeT: number,
  posicoes: number,
) => {
  const r = await t.call({
    method: 'POST',
    url: '/api/tipos-veiculo',
    payload: {
      nome: unico(modal === 'TREM' ? 'Vagão' : 'Carreta'),
      modal,
      capacidadeT,
      posicoes,
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; nome: string };
};

export const criar = (
  t: TestApp,
  tipoVeiculoId: number | null,
  modal: string,
  bobinas: { bobinaId: number; sequencia: number; veiculo?: number }[],
  identificacao = unico('D'),
) =>
  t.call({
    method: 'POST',
    url: '/api/despachos',
    payload: { identificacao, modal, tipoVeiculoId, bobinas },
  });

export const incluir = (t: TestApp, id: number, bobinaId: number, veiculo: number) =>
  t.call({
    method: 'PUT',
    url: `/api/despachos/${id}`,
    query: { incluir: 'true' },
    payload: { bobinaId, veiculo },
  });

export const planejar = (t: TestApp, tipoVeiculoId: number, bobinaIds: number[]) =>
  t.call({
    method: 'POST',
    url: '/api/despachos/planejar',
    payload: { tipoVeiculoId, bobinaIds },
  });

/** Dispatches, their coils and instructions: a refusal leaves all three as they were. */
export const contagem = async (t: TestApp) =>
  (
    await linhas<{ d: number; db: number; i: number }>(
      t,
      sql`select (select count(*)::int from despachos) d,
                 (select count(*)::int from despacho_bobinas) db,
                 (select count(*)::int from instrucoes) i`,
    )
  )[0];
