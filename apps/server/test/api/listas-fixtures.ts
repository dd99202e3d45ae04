import { sql } from 'drizzle-orm';
import type { TestApp } from '../helper.ts';
import { linhas, novoLote } from './bobinas-fixtures.ts';

/** A valid POST listas payload (reserve coil) with the given changes. */
export const novoItem = (over: Record<string, unknown> = {}) => ({
  item: 'A12345',
  lote: novoLote(),
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
  ...over,
});

/** An import record (as the client builds it from a CSV row). */
export const registro = (over: Record<string, unknown> = {}) => novoItem(over);

export async function postItem(t: TestApp, over: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/listas', payload: novoItem(over) });
  if (res.statusCode !== 201) throw new Error(`POST listas → ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: number; lote: string; sequencia: number; tipo: string };
}

/** Open items of a list as the screen reads them (Ticada=0, by Ordem): [lote, sequencia]. */
export async function ordem(t: TestApp, tipo: string) {
  const res = await t.call({
    method: 'GET',
    url: '/api/listas',
    query: { filter: `Tipo=${tipo}, Ticada=0`, orderBy: 'sequencia', pageSize: '100000' },
  });
  if (res.statusCode !== 200) throw new Error(`GET listas → ${res.statusCode}: ${res.body}`);
  const itens = res.json().bobinas as { lote: string; sequencia: number }[];
  return itens.map((r) => [r.lote, r.sequencia] as const);
}

/**
 * Each list's open positions are exactly 1..n, and the stored order agrees: the API's order
 * is that of the keys, no key held twice.
 */
export async function semBuracos(t: TestApp, tipo: string) {
  const seqs = (await ordem(t, tipo)).map(([, s]) => s);
  const chaves = await linhas<{ lote: string }>(
    t,
    sql`select b.lote from listas l join bobinas b on b.id = l.bobina_id
        where l.tipo = ${tipo} and not l.ticada order by l.sequencia`,
  );
  const lotes = (await ordem(t, tipo)).map(([l]) => l);
  return seqs.every((s, i) => s === i + 1) && chaves.map((c) => c.lote).join() === lotes.join();
}

/** Empties both lists (items and their planned coils), so a test starts from a known list. */
export async function limparListas(t: TestApp) {
  await t.database.db.execute(sql`delete from listas`);
  await t.database.db.execute(sql`delete from bobinas where status = 'PLANEJADA'`);
}
