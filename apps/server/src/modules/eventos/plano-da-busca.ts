/**
 * How a text search of the events log is planned (docs/scale.md, "Events search").
 *
 * PostgreSQL judges how many events contain a term from about a hundred sample values of the
 * column: a term that happens to be in one of them is taken for 1% of the log. At 10× it took
 * `1062` (3,728 matches) for 100,603 and counted its first 1,001 matches by reading the table
 * in order, expecting to meet them soon: 6.9 s, where the trigram index answers in
 * milliseconds. A term with three letters or digits in a row has trigrams of its own to look up,
 * so its searches are planned with bitmap scans only (the trigram indexes, the block-range index
 * of the time): no plan whose cost rests on that guess. Any other term (`PR`, `a.b`: pg_trgm
 * splits words at anything but letters and digits) keeps the plan PostgreSQL chooses.
 */
import { type FilterNode, parseFilter } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The operators a trigram index answers (contains, starts with, ends with). */
const PELO_TEXTO = new Set(['=*', '^', '$']);

/** Three letters or digits in a row: a word with a trigram of its own. */
const TEM_TRIGRAMA = /[\p{L}\p{N}]{3}/u;

/**
 * True when the filter has a text condition and every text condition's term has a trigram of
 * its own in the trigram index.
 */
export function buscaPorTrigramas(filter: string | undefined): boolean {
  let algum = false;
  let todos = true;
  const visitar = (no: FilterNode) => {
    if (no.kind !== 'cond') {
      visitar(no.left);
      visitar(no.right);
    } else if (PELO_TEXTO.has(no.op)) {
      algum = true;
      if (!TEM_TRIGRAMA.test(no.value ?? '')) todos = false;
    }
  };
  const raiz = filter ? parseFilter(filter) : null;
  if (raiz) visitar(raiz);
  return algum && todos;
}

/**
 * Runs `fn` in a transaction where only bitmap scans are planned, when `soBitmap`; else as is.
 */
export function planejada<T>(
  db: Executor,
  soBitmap: boolean,
  fn: (tx: Executor) => Promise<T>,
): Promise<T> {
  if (!soBitmap) return fn(db);
  // Read only, so its statements stay unnamed (db/instrucoes-nomeadas.ts): each is planned
  // with its own term, never with a generic plan.
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      return fn(tx);
    },
    { accessMode: 'read only' },
  );
}
