import type { Layout } from '@patio/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import { type ConfigImpressao, imprimirEtiquetas } from './imprimir-etiquetas.ts';

/**
 * IMPRESSORA_ENTRADA: the labels of coils that just entered the yard go to that printer, after
 * their call answered, so a slow or dead printer never delays nor refuses a coil; a failed
 * print is an ALERTA naming the lots (docs/etiquetas-e-leitura.md#impressoras). Resolves once
 * the print ended either way (tests wait on it; the routes do not).
 */
export function imprimirNaEntrada(
  db: Executor,
  layout: Layout,
  config: ConfigImpressao & { impressoraEntrada: string | undefined },
  lotes: readonly string[],
): Promise<void> {
  const impressora = config.impressoraEntrada;
  if (!impressora || lotes.length === 0) return Promise.resolve();
  const imprimir = async () => {
    const ids = await db
      .select({ id: bobinas.id })
      .from(bobinas)
      .where(inArray(bobinas.lote, [...lotes]));
    await imprimirEtiquetas(db, layout, config, {
      impressora,
      bobinaIds: ids.map((b) => b.id),
      enderecos: [],
    });
  };
  return imprimir().catch(async (err: unknown) => {
    const motivo = err instanceof Error ? err.message : String(err);
    await registrarEvento(db, {
      tipo: 'ALERTA',
      descricao: `Etiqueta não impressa na entrada (${lotes.join(', ')}) na impressora ${impressora}: ${motivo}`,
    }).catch(() => undefined);
  });
}
