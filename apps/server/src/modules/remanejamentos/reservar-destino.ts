import { apoiosDe, avaliarColocacao, filaDe, formatEndereco, parseEndereco } from '@patio/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instrucaoAberta, instrucoes } from '../../db/schema.ts';
import { carregarVizinhos } from '../patio/carregar-vizinhos.ts';
import { NAMESPACE_FILAS } from '../patio/travar-filas.ts';

/**
 * Takes the first of the ranked `destinos` still clean for the coil, under its row's lock.
 * The caller already holds the locks of its own rows, so waiting for another row here could
 * deadlock against a write waiting for ours: a row another write holds is skipped instead
 * (try-lock), and the next candidate is tried. The slot is checked again under the lock (free,
 * supports lying there, no overridable rule, not promised to an open instruction).
 */
export async function reservarDestino(
  tx: Executor,
  bobina: { id: number; largura: number | null; isLege: boolean },
  destinos: readonly string[],
  usados: ReadonlySet<string>,
): Promise<string | null> {
  for (const texto of destinos) {
    const destino = parseEndereco(texto);
    if (!destino || usados.has(texto)) continue;
    const r = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${NAMESPACE_FILAS}::int, ${filaDe(destino)}::int) as ok`,
    );
    if (!(r as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) continue;
    const vizinhos = await carregarVizinhos(tx, [
      texto,
      ...(apoiosDe(destino) ?? []).map(formatEndereco),
    ]);
    if (avaliarColocacao({ endereco: destino, bobina, vizinhos }).length > 0) continue;
    const [prometido] = await tx
      .select({ id: instrucoes.id })
      .from(instrucoes)
      .where(and(eq(instrucoes.destino, texto), instrucaoAberta));
    if (!prometido) return texto;
  }
  return null;
}
