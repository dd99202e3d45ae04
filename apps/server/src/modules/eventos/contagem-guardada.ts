/**
 * The events search's count up to its bound, kept per filter and brought up to date by the
 * events written since, instead of recounted from ten years of history on every page, every
 * live refresh and every page turn (docs/scale.md, "Events search").
 *
 * Exact: the log is append-only (no row is ever changed or deleted, migration 0013) and every
 * committed event carries its link in the hash chain, `elo`, given at commit under the chain
 * head's lock, so links are visible in their order — a snapshot that sees link E sees every
 * link before it. A count of the filter over the links up to E therefore never changes; the
 * count now is it plus the count over the links after E, a range of the unique `elo` index.
 * A filter is a condition on the row alone (Gridify compares a row with literal values).
 */
import { and, count, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventos } from '../../db/schema.ts';
import { linhas } from '../../lib/linhas.ts';
import { planejada } from './plano-da-busca.ts';

interface Guardada {
  /** The last link the count covers. */
  elo: number;
  /** Matches up to that link, at most the bound + 1. */
  n: number;
}

/** Per database handle, per filter text: filters are typed by people, so few are kept. */
const GUARDADAS = new WeakMap<object, Map<string, Guardada>>();
const MAXIMO_DE_FILTROS = 200;

function guardadasDe(db: Executor): Map<string, Guardada> {
  let m = GUARDADAS.get(db);
  if (!m) {
    m = new Map();
    GUARDADAS.set(db, m);
  }
  return m;
}

function chaveDe(db: Executor, where: SQL): string {
  const { sql: texto, params } = db.select({ um: sql`1` }).from(eventos).where(where).toSQL();
  return `${texto}\u0000${JSON.stringify(params)}`;
}

/** Matches of `where` among the links in (depois, ate], at most `ate` + limite rows read. */
async function contarTrecho(
  db: Executor,
  where: SQL,
  limite: number,
  depois: number | null,
  ate: number,
) {
  const faixa = and(
    where,
    lte(eventos.elo, ate),
    depois === null ? undefined : gt(eventos.elo, depois),
  );
  const [r] = await db
    .select({ n: count() })
    .from(db.select({ um: sql`1` }).from(eventos).where(faixa).limit(limite).as('contadas'));
  return r?.n ?? 0;
}

/**
 * How many events match `where`, exact up to `exataAte` (then `exataAte + 1`), as countUpTo
 * would count them now.
 */
export async function contarEventosAte(
  db: Executor,
  where: SQL,
  exataAte: number,
  soBitmap = false,
): Promise<number> {
  const teto = exataAte + 1;
  const [cabeca] = await linhas<{ elo: string | null }>(
    db,
    sql`select max(${eventos.elo})::text as elo from ${eventos}`,
  );
  const ate = Number(cabeca?.elo ?? 0);
  const guardadas = guardadasDe(db);
  const chave = chaveDe(db, where);
  const antes = guardadas.get(chave);
  let n: number;
  if (antes && antes.elo <= ate) {
    // A count past the bound stays past it: the log only grows.
    n =
      antes.n >= teto || antes.elo === ate
        ? antes.n
        : // The links since the kept count: a narrow range of the elo index bounds this count
          // whatever the planner guesses of the term, so it runs as planned, in no transaction.
          Math.min(teto, antes.n + (await contarTrecho(db, where, teto - antes.n, antes.elo, ate)));
  } else {
    // None kept, or a head behind the kept one (the database was restored): counted whole.
    n = await planejada(db, soBitmap, (tx) => contarTrecho(tx, where, teto, null, ate));
  }
  guardadas.delete(chave);
  if (guardadas.size >= MAXIMO_DE_FILTROS) {
    const maisVelha = guardadas.keys().next().value;
    if (maisVelha !== undefined) guardadas.delete(maisVelha);
  }
  guardadas.set(chave, { elo: ate, n });
  return n;
}
