import { type Placeholder, type Query, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { nomeDeLeitura } from '../db/instrucoes-nomeadas.ts';

/** A query Drizzle can build once and run again: its select builders. */
export interface Preparavel<T> extends Escrevivel {
  prepare(name: string): Preparada<T>;
}

export interface Preparada<T> {
  execute(valores?: Record<string, unknown>): Promise<T>;
}

/** The page's size and start, filled in on each run of a kept list query. */
export const LIMITE = sql.placeholder('limite');
export const SALTO = sql.placeholder('salto');

/**
 * A page size written into the statement's text, for a page that starts at the first row. With
 * `limit $1` PostgreSQL costs a generic plan for a tenth of the rows and so plans the statement
 * again on every call; with the number in the text a list's unfiltered page 1 has no parameter
 * and is planned once per connection
 * (docs/performance-notes.md#a-lists-page-1-planned-once-per-connection-2026-11-29).
 * Drizzle writes an SQL chunk given as the limit as it is; its type admits only a number or a
 * placeholder.
 */
export const limiteNoTexto = (n: number) =>
  sql.raw(String(Math.trunc(n))) as unknown as Placeholder;

/**
 * The name a kept statement goes under: a text with no parameter is named
 * (db/instrucoes-nomeadas.ts, nomeDeLeitura), so PostgreSQL plans it once per connection; any
 * other stays unnamed ('') and is planned with its values on every call, so a plan made for one
 * filter's value never serves another's.
 */
function nomeDa(q: Query): string {
  return q.params.length === 0 ? (nomeDeLeitura(q.sql) ?? '') : '';
}

/** Kept queries per database handle (a transaction is a handle of its own). */
const POR_BANCO = new WeakMap<object, Map<string, Preparada<unknown>>>();

/** Shapes kept per handle: the screens' own are a few dozen; searches typed by people add more. */
const MAXIMO = 500;

/**
 * The query of `chave`, built by `montar` the first time and kept. Drizzle turns a builder into
 * SQL text on every execute, and that was a quarter of a list page's server CPU
 * (docs/performance-notes.md, "The server's own work per read"). `chave` must name everything
 * the text and its fixed parameters depend on; what changes per call is a placeholder.
 * A statement with parameters stays unnamed: PostgreSQL parses and plans it with its values
 * every time, so no generic plan is ever used for a filter (nomeDa).
 */
export function preparada<T>(db: Executor, chave: string, montar: () => Preparavel<T>) {
  return guardada(db, chave, () => {
    const consulta = montar();
    return consulta.prepare(nomeDa(consulta.toSQL()));
  });
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
    const consulta = montar().toSQL();
    const p = db._.session.prepareQuery(consulta, undefined, nomeDa(consulta), false);
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
