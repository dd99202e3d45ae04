/**
 * The exact SQL of one request: a server started with PATIO_SQL_LOG writes every statement
 * Drizzle sends (apps/server/src/db/sql-log.ts); the request is made alone, and what it wrote
 * is its SQL, auth guard included, in order.
 */
import { readFileSync, truncateSync } from 'node:fs';
import type { Pedido } from './carga.ts';

export interface Instrucao {
  query: string;
  params: unknown[];
}

export async function capturarSql(
  url: string,
  arquivo: string,
  pedido: Pedido,
): Promise<Instrucao[]> {
  truncateSync(arquivo, 0);
  const r = await fetch(`${url}${pedido.path}`, {
    method: pedido.method,
    headers: pedido.headers ?? {},
    ...(pedido.body ? { body: pedido.body } : {}),
  });
  if (!r.ok) throw new Error(`${pedido.method} ${pedido.path} → ${r.status}: ${await r.text()}`);
  await r.arrayBuffer();
  return readFileSync(arquivo, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Instrucao);
}
