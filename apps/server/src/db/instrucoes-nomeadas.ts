import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct statements a process names; past it a statement goes unnamed, as before. */
const MAXIMO_NOMES = 500;
/** Bulk statements (an import's many-row insert) stay unnamed: each size is a text of its own. */
const MAXIMO_TEXTO = 4_000;
const MAXIMO_PARAMETROS = 100;

const nomes = new Map<string, string>();

/**
 * Reads named by their caller (lib/preparadas.ts: a statement with no parameter at all, so one
 * plan serves every call). Their own count, so no number of list shapes a client asks for takes
 * the write path's names, and a connection keeps at most this many of them.
 */
const MAXIMO_LEITURAS = 100;
const leituras = new Map<string, string>();

/**
 * A statement outside a write transaction that is the same on every call and reads or writes one
 * row by key (the change log's insert) starts with this comment: it is named too, so it is not
 * parsed and planned again on every write.
 */
export const NOMEADA = '/* nomeada */';

function nomeEm(mapa: Map<string, string>, maximo: number, texto: string): string | undefined {
  let nome = mapa.get(texto);
  if (nome === undefined && mapa.size < maximo) {
    // The same text gets the same name in either map: a connection holds one statement per name.
    nome = `w${createHash('sha1').update(texto).digest('hex').slice(0, 20)}`;
    mapa.set(texto, nome);
  }
  return nome;
}

const nomeDe = (texto: string) => nomeEm(nomes, MAXIMO_NOMES, texto);

/**
 * The name of a read whose text has no parameter (a list's unfiltered page 1, its count):
 * PostgreSQL plans a named statement without parameters once per connection and keeps that
 * plan until the tables' statistics change, where an unnamed one is parsed and planned on every
 * call. Past MAXIMO_LEITURAS texts, undefined: the statement goes unnamed, as before.
 */
export const nomeDeLeitura = (texto: string) => nomeEm(leituras, MAXIMO_LEITURAS, texto);

const texto = (config: unknown): string | undefined =>
  typeof config === 'string'
    ? config
    : typeof config === 'object' && config !== null && 'text' in config
      ? String((config as { text: unknown }).text)
      : undefined;

/**
 * The statements of a read-write transaction go to PostgreSQL as named statements, so each
 * connection parses and plans each one once, not on every write: a write is about nine short
 * statements (a coil by id, the row locks, an update by id, the history insert) whose parse and
 * plan cost the backend about three times their execution (docs/performance-notes.md,
 * "Named statements on the write path"). Reads outside a transaction and read-only
 * transactions (exports) keep unnamed statements: their filters vary, and a plan made for one
 * filter's value must not serve another's. A read with no parameter at all comes already named
 * by its caller (nomeDeLeitura) and passes through as it is.
 */
export function nomearInstrucoesDeEscrita(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let emEscrita = false;
  client.query = ((config: unknown, valores?: unknown, ...resto: unknown[]) => {
    const t = texto(config);
    if (t !== undefined) {
      const inicio = t.trimStart().slice(0, 12).toLowerCase();
      if (inicio.startsWith('begin') || inicio.startsWith('start'))
        emEscrita = !/\bread\s+only\b/i.test(t);
      else if (
        inicio.startsWith('commit') ||
        (inicio.startsWith('rollback') && !/\bto\s+savepoint\b/i.test(t)) ||
        inicio.startsWith('end') ||
        inicio.startsWith('abort')
      )
        emEscrita = false;
      else if (
        (emEscrita || t.trimStart().startsWith(NOMEADA)) &&
        !(typeof config === 'object' && (config as { name?: string }).name) &&
        Array.isArray(valores) &&
        valores.length > 0 &&
        valores.length <= MAXIMO_PARAMETROS &&
        t.length <= MAXIMO_TEXTO
      ) {
        const nome = nomeDe(t);
        const objeto = typeof config === 'string' ? { text: t } : (config as object);
        if (nome) return query({ ...objeto, name: nome }, valores, ...resto);
      }
    }
    return query(config, valores, ...resto);
  }) as typeof client.query;
}
