/**
 * The exact SQL of one request: a server started with PATIO_SQL_LOG writes every statement
 * Drizzle sends (apps/server/src/db/sql-log.ts); the request is made alone, twice, and what the
 * second wrote is its SQL, auth guard included, in order.
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
  const fazer = async () => {
    const r = await fetch(`${url}${pedido.path}`, {
      method: pedido.method,
      headers: pedido.headers ?? {},
      ...(pedido.body ? { body: pedido.body } : {}),
    });
    if (!r.ok && r.status !== pedido.esperado)
      throw new Error(`${pedido.method} ${pedido.path} → ${r.status}: ${await r.text()}`);
    await r.arrayBuffer();
  };
  // The SQL of a repeated call, as the load repeats it: the first call may fill what the server
  // keeps (the map, docs/performance-notes.md "The map kept between calls").
  await fazer();
  truncateSync(arquivo, 0);
  await fazer();
  return readFileSync(arquivo, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Instrucao);
}
