/**
 * The statements each read sends, by read name: what the bare-SQL runs replay (PostgreSQL).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entrar, leituras } from './chamadas.ts';
import { etagDoMapa, termoDeBusca } from './leituras.ts';
import { ADMIN_SENHA, type AmbienteBanco, iniciarServidor } from './server.ts';
import { capturarSql, type Instrucao } from './sql-captura.ts';

/**
 * A first server with PATIO_SQL_LOG: logs in, then makes each read once, alone, and keeps
 * the statements it wrote, by read name.
 */
export async function capturar(ambiente: AmbienteBanco) {
  const dir = mkdtempSync(join(tmpdir(), 'patio-sql-'));
  const arquivo = join(dir, 'sql.jsonl');
  writeFileSync(arquivo, '');
  const servidor = await iniciarServidor(ambiente, { PATIO_SQL_LOG: arquivo });
  const porNome = new Map<string, Instrucao[]>();
  try {
    const token = await entrar(servidor.url, 'admin', ADMIN_SENHA);
    const termo = await termoDeBusca(servidor.url, token);
    for (const l of leituras(token, termo, await etagDoMapa(servidor.url, token))) {
      porNome.set(l.nome, await capturarSql(servidor.url, arquivo, l.pedido));
    }
  } finally {
    await servidor.parar();
    rmSync(dir, { recursive: true, force: true });
  }
  // For whoever tunes a query: the statements each read sends, as replayed.
  if (process.env.BENCH_SQL_DUMP)
    writeFileSync(process.env.BENCH_SQL_DUMP, JSON.stringify(Object.fromEntries(porNome), null, 2));
  return porNome;
}
