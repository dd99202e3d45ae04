import { sql } from 'drizzle-orm';
import type { TestApp } from '../helper.ts';
import { linhas, novaBobina, postBobina } from './bobinas-fixtures.ts';

/** Dispatch fixtures over the API, shared by the despachos*.test.ts files. */

export interface BobinaT {
  id: number;
  lote: string;
  endereco: string;
}

/** A fresh ground slot per call (groups 2–30), so no two coils of a file share a row's rules. */
export function slots() {
  let i = 0;
  return () => {
    const n = i++;
    const grupo = String(2 + Math.floor(n / 72)).padStart(4, '0');
    return `${grupo}${'ABCDEFGH'[n % 8]}N0${1 + Math.floor((n % 72) / 8)}`;
  };
}

export async function criarBobina(t: TestApp, endereco: string): Promise<BobinaT> {
  const r = await postBobina(t, novaBobina({ endereco }));
  if (r.statusCode !== 201) throw new Error(`bobina em ${endereco}: ${r.body}`);
  return r.json().data;
}

export const postDespacho = (
  t: TestApp,
  identificacao: string,
  ids: number[],
  modal = 'TREM',
  as?: string,
) =>
  t.call({
    method: 'POST',
    url: '/api/despachos',
    payload: {
      identificacao,
      modal,
      bobinas: ids.map((bobinaId, i) => ({ bobinaId, sequencia: i + 1 })),
    },
    ...(as ? { as } : {}),
  });

export const putDespacho = (
  t: TestApp,
  id: number,
  acao: 'incluir' | 'excluir',
  bobinaId: number,
  sequencia?: number,
) =>
  t.call({
    method: 'PUT',
    url: `/api/despachos/${id}`,
    query: { [acao]: 'true' },
    payload: { bobinaId, sequencia },
  });

export const getDespacho = async (t: TestApp, id: number) =>
  (await t.call({ method: 'GET', url: `/api/despachos/${id}` })).json().data;

export const instrucoesDe = (t: TestApp, despachoId: number) =>
  linhas<{ id: number; bobina_id: number; estado: string; ticada: boolean; destino: null }>(
    t,
    sql`select id, bobina_id, estado, ticada, destino from instrucoes
        where despacho_id = ${despachoId} and tipo = 'DESPACHO' order by id`,
  );

/** What a crane's soltar does to a DESPACHO instruction, for the tests that are not about cranes. */
export async function carregarPorSql(t: TestApp, despachoId: number, bobinaId: number) {
  const db = t.database.db;
  await db.execute(
    sql`update bobinas set status = 'CARREGADA', endereco = null where id = ${bobinaId}`,
  );
  await db.execute(sql`update despacho_bobinas set carregada_at = now()
    where despacho_id = ${despachoId} and bobina_id = ${bobinaId}`);
  await db.execute(sql`update instrucoes set estado = 'CONCLUIDA', concluida_at = now()
    where despacho_id = ${despachoId} and bobina_id = ${bobinaId}`);
}

export const mensagens = (r: { json(): unknown }) =>
  (r.json() as { Messagens: string[] }).Messagens;
