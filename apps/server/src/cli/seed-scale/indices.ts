/**
 * Bulk loads are much faster into a table without its secondary indexes, rebuilt once at the
 * end (a sorted btree build, a GIN built in memory) than maintained row by row. Whatever
 * indexes the migrations gave the table are dropped and re-created from their own definitions,
 * inside the caller's transaction: the schema is the same afterwards, or nothing happened.
 * Indexes backing a constraint (primary key, UNIQUE) stay.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from './comum.ts';

export async function semIndices<T>(
  tx: Executor,
  tabela: string,
  carga: () => Promise<T>,
): Promise<T> {
  const r = await tx.execute(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = ${tabela}
      and not exists (
        select 1 from pg_constraint c
        where c.conrelid = ${tabela}::regclass and c.conname = i.indexname)
    order by i.indexname`);
  const indices = linhas<{ indexname: string; indexdef: string }>(r);
  for (const i of indices) await tx.execute(sql.raw(`drop index "${i.indexname}"`));
  const resultado = await carga();
  for (const i of indices) await tx.execute(sql.raw(i.indexdef));
  return resultado;
}
