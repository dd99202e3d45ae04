import { createHash } from 'node:crypto';
import type { TListQuery } from '@patio/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';
import { preparadaCrua } from '../../lib/preparadas.ts';
import { listarBobinas } from './listar-bobinas.ts';

type Pagina = Awaited<ReturnType<typeof listarBobinas>>;

interface Guardado {
  /** pg_current_snapshot() taken just before the map was read. */
  snapshot: string;
  /** The coils table's file: a TRUNCATE or a restore (--clean) makes a new one. */
  arquivo: string;
  /** The yard's coil count the map holds. */
  n: number;
  corpo: string;
  etag: string;
}

/** The map as written JSON and its validator. */
export interface Mapa {
  corpo: string;
  /** Weak: the same JSON is sent plain, gzip or br. Equal bodies have equal ETags on any process. */
  etag: string;
}

const etagDe = (corpo: string) => `W/"${createHash('sha1').update(corpo).digest('base64url')}"`;

/**
 * Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2): the
 * browser revalidates the map it holds and gets a 304 without the ~90 KB body.
 */
export function jaTem(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaca = (e: string) => e.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((e) => e.trim() === '*' || opaca(e) === opaca(etag));
}

/** The map's call: every yard coil, in the default order, no filter. */
export const ehOMapa = (q: TListQuery) => !q.pageSize && !q.filter && !q.orderBy;

const SNAPSHOT = sql.placeholder('snapshot');
const VALIDO = new PgDialect().sqlToQuery(sql`
  select (select count(*) from bobinas where endereco is not null)::int as n,
    pg_relation_filenode('bobinas')::text as arquivo,
    (select escrita_xid from bobinas
      where escrita_xid >= pg_snapshot_xmin(${SNAPSHOT}::pg_snapshot)
        and not pg_visible_in_snapshot(escrita_xid, ${SNAPSHOT}::pg_snapshot)
      order by escrita_xid desc limit 1) is not null as mudou`);

/**
 * The whole-yard map as written JSON, kept between calls while the yard has not changed: every
 * open map screen refetches it on each change, and reading 3,480 coils costs the server far more
 * than checking that none changed. Exact, not a time-to-live (docs/performance-notes.md, "The map
 * kept between calls"): the kept body is answered only if no coil row was written by a
 * transaction the snapshot taken before it was read could not see (migration 0018 stamps every
 * row version with its writer's xid), the yard holds as many coils (a coil deleted leaves no
 * row to stamp) and the table is the same file (a TRUNCATE, or a restore while the server runs,
 * brings rows whose stamps are not this database's writes). One per server process; a process
 * that cannot tell reads the map again.
 */
export function mapaGuardado(escrever: (pagina: Pagina) => string) {
  let guardado: Guardado | null = null;

  // ORDER BY … LIMIT 1 (not EXISTS, which drops them) keeps the plan on the index whatever
  // the statistics say: a backward scan of the writers newer than the snapshot's xmin. The
  // text is written once per database handle: every revalidation of the map sends it.
  const valido = async (db: Executor, g: Guardado) => {
    const consulta = preparadaCrua<{ n: number; mudou: boolean; arquivo: string }>(
      db,
      'mapaGuardado:valido',
      () => ({ toSQL: () => VALIDO }),
    );
    const [v] = await consulta.execute({ snapshot: g.snapshot });
    return v !== undefined && !v.mudou && Number(v.n) === g.n && v.arquivo === g.arquivo;
  };

  return async (db: Executor, q: TListQuery): Promise<Mapa> => {
    const atual = guardado;
    if (atual && (await valido(db, atual))) return atual;
    const [s] = await linhas<{ snapshot: string; arquivo: string }>(
      db,
      sql`select pg_current_snapshot()::text as snapshot, pg_relation_filenode('bobinas')::text as arquivo`,
    );
    const pagina = await listarBobinas(db, q);
    const corpo = escrever(pagina);
    const mapa = { corpo, etag: etagDe(corpo) };
    if (s) guardado = { snapshot: s.snapshot, arquivo: s.arquivo, n: pagina.totalItems, ...mapa };
    return mapa;
  };
}
