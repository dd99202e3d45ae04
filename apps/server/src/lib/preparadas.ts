import { sql } from 'drizzle-orm';
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
  let guardadas = POR_BANCO.get(db);
  if (!guardadas) {
    guardadas = new Map();
    POR_BANCO.set(db, guardadas);
  }
  let p = guardadas.get(chave) as Preparada<T> | undefined;
  if (!p) {
    p = montar().prepare('');
    if (guardadas.size >= MAXIMO) guardadas.clear();
    guardadas.set(chave, p as Preparada<unknown>);
  }
  return p;
}
