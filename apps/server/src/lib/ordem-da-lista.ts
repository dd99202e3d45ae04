import type { TipoLista } from '@patio/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { listas } from '../db/schema.ts';

/**
 * A list's order is its items' keys (`listas.sequencia`), not their positions: keys are
 * multiples of PASSO_LISTA, unique per list (open and ticked items alike), never rewritten by a
 * tick, a placement or a delete. The position a screen shows (Ordem, the API's `sequencia`) is
 * 1 + the open items of the list with a smaller key, computed when read. docs/performance-notes.md.
 */
export const PASSO_LISTA = 1024;

/** The largest int4: past it the list's keys are re-spaced (reespacar). */
const CHAVE_MAXIMA = 2_147_483_647;

/** Ordem of an open item from its key (O(position), the open items' partial index). */
export async function posicaoDe(tx: Executor, tipo: TipoLista, chave: number): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`select ${abertosAte(tipo, chave)} as n`);
  return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * The open items of a list with a key up to `chave`, as a SQL expression (posicaoDe): values, or
 * column references of the enclosing statement (fecharItem).
 */
export const abertosAte = (tipo: TipoLista | SQL, chave: number | SQL): SQL =>
  sql`(select count(*)::int from ${listas} where tipo = ${tipo} and not ticada and sequencia <= ${chave})`;

/**
 * Gives every keyed item of a list (open and ticked, so an undone tick still finds its place)
 * the keys PASSO, 2·PASSO, … in its current order. Only when appends run out of int4 keys.
 */
async function reespacar(tx: Executor, tipo: TipoLista): Promise<void> {
  await tx.execute(sql`
    update ${listas} l set sequencia = r.n * ${PASSO_LISTA}
    from (
      select id, row_number() over (order by sequencia, id) as n
      from ${listas} where tipo = ${tipo} and sequencia is not null
    ) r
    where l.id = r.id`);
}

export interface Cauda {
  /** Key of the first appended item; the next ones follow PASSO_LISTA apart. */
  chave: number;
  /** Its Ordem: open items before it + 1. */
  posicao: number;
}

/**
 * Where `n` items appended to a list go: after every key the list ever gave (ticked items
 * keep theirs), so no append can take the place a tick undo returns to. Call under
 * travarCauda: two appends must not read the same last key.
 */
export async function proximasChaves(tx: Executor, tipo: TipoLista, n: number): Promise<Cauda> {
  const ler = async () => {
    const r = await tx.execute<{ ultima: number; abertos: number }>(sql`
      select coalesce((select max(sequencia) from ${listas} where tipo = ${tipo}), 0)::int as ultima,
             (select count(*) from ${listas} where tipo = ${tipo} and not ticada)::int as abertos`);
    return (
      (r as unknown as { rows: { ultima: number; abertos: number }[] }).rows[0] ?? {
        ultima: 0,
        abertos: 0,
      }
    );
  };
  let { ultima, abertos } = await ler();
  if (ultima + n * PASSO_LISTA > CHAVE_MAXIMA) {
    await reespacar(tx, tipo);
    ({ ultima, abertos } = await ler());
    if (ultima + n * PASSO_LISTA > CHAVE_MAXIMA) throw new Error(`lista ${tipo} sem chaves livres`);
  }
  const chave = (Math.floor(ultima / PASSO_LISTA) + 1) * PASSO_LISTA;
  return { chave, posicao: abertos + 1 };
}
