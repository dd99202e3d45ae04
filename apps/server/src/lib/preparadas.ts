import { type Query, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** A query Drizzle can build once and run again: its select builders. */
export interface Preparavel<T> {
  prepare(name: string): Preparada<T>;
}

export interface Preparada<T> {
  execute(valores?: Record<string, unknown>): Promise<T>;
}

/** The page's size and start, filled in on each run of a kept list query. */
export const LIMITE = sql.placeholder('limite');
export const SALTO = sql.placeholder('salto');

/** Kept queries per database handle (a transaction is a handle of its own). */
const POR_BANCO = new WeakMap<object, Map<string, Preparada<unknown>>>();

/** Shapes kept per handle: the screens' own are a few dozen; searches typed by people add more. */
const MAXIMO = 500;

/**
 * The query of `chave`, built by `montar` the first time and kept. Drizzle turns a builder into
 * SQL text on every execute, and that was a quarter of a list page's server CPU
 * (docs/performance-notes.md, "The server's own work per read"). `chave` must name everything
 * the text and its fixed parameters depend on; what changes per call is a placeholder.
 * The statement stays unnamed (''): PostgreSQL parses and plans it with its values every time,
 * exactly as before, so no generic plan is ever used for a list.
 */
export function preparada<T>(db: Executor, chave: string, montar: () => Preparavel<T>) {
  return guardada(db, chave, () => montar().prepare(''));
}

/** A select whose SQL text Drizzle writes, run by preparadaCrua. */
export interface Escrevivel {
  toSQL(): Query;
}

/**
 * preparada for a select of API-named columns (lib/colunas-da-api.ts): it runs as SQL text with
 * the driver's own row objects as the result, keys and values as the select wrote them. `Row`
 * is what that select yields; the driver does not check it.
 */
export function preparadaCrua<Row>(
  db: Executor,
  chave: string,
  montar: () => Escrevivel,
): Preparada<Row[]> {
  return guardada(db, chave, () => {
    // No fields: Drizzle's session runs the text and hands back the driver's result as it is.
    const p = db._.session.prepareQuery(montar().toSQL(), undefined, '', false);
    return { execute: async (v) => ((await p.execute(v)) as { rows: Row[] }).rows };
  });
}

function guardada<T>(db: Executor, chave: string, preparar: () => Preparada<T>): Preparada<T> {
  let guardadas = POR_BANCO.get(db);
  if (!guardadas) {
    guardadas = new Map();
    POR_BANCO.set(db, guardadas);
  }
  let p = guardadas.get(chave) as Preparada<T> | undefined;
  if (!p) {
    p = preparar();
    if (guardadas.size >= MAXIMO) guardadas.clear();
    guardadas.set(chave, p as Preparada<unknown>);
  }
  return p;
}
