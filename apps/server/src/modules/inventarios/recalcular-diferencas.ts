import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, inventarioDiferencas, inventarioLeituras } from '../../db/schema.ts';

type Nova = {
  tipo: 'FALTANDO' | 'TROCADA' | 'DESCONHECIDA';
  lote: string;
  enderecoSistema: string | null;
  enderecoLido: string | null;
};

/**
 * The count's open differences from all its readings (docs/etiquetas-e-leitura.md#regras):
 * each read address is compared with what the system had there when it was read; a lote
 * expected at a read address and seen nowhere is FALTANDO, one seen at a read address other
 * than the system's is TROCADA, and one the yard does not have is DESCONHECIDA.
 */
export async function recalcularDiferencas(tx: Executor, inventarioId: number): Promise<void> {
  const leituras = await tx
    .select({
      endereco: inventarioLeituras.endereco,
      vistos: inventarioLeituras.vistos,
      esperados: inventarioLeituras.esperados,
    })
    .from(inventarioLeituras)
    .where(eq(inventarioLeituras.inventarioId, inventarioId));
  const vistoEm = new Map<string, string>();
  const esperadoEm = new Map<string, string>();
  for (const l of leituras) {
    for (const lote of l.vistos) vistoEm.set(lote, l.endereco);
    for (const lote of l.esperados) esperadoEm.set(lote, l.endereco);
  }
  const novas: Nova[] = [];
  for (const [lote, endereco] of esperadoEm) {
    if (!vistoEm.has(lote)) {
      novas.push({ tipo: 'FALTANDO', lote, enderecoSistema: endereco, enderecoLido: null });
    }
  }
  const foraDoLugar = [...vistoEm].filter(([lote, endereco]) => esperadoEm.get(lote) !== endereco);
  const noSistema = new Map<string, { endereco: string | null; status: string }>();
  if (foraDoLugar.length > 0) {
    const rows = await tx
      .select({ lote: bobinas.lote, endereco: bobinas.endereco, status: bobinas.status })
      .from(bobinas)
      .where(
        inArray(
          bobinas.lote,
          foraDoLugar.map(([lote]) => lote),
        ),
      );
    for (const r of rows) noSistema.set(r.lote, r);
  }
  for (const [lote, lido] of foraDoLugar) {
    const b = noSistema.get(lote);
    const noPatio = b && b.endereco !== null && b.status !== 'EXPEDIDA';
    if (!noPatio) {
      novas.push({ tipo: 'DESCONHECIDA', lote, enderecoSistema: null, enderecoLido: lido });
    } else if (b.endereco !== lido) {
      // A coil moved through Pátio to where it was seen after the reading is no difference.
      novas.push({ tipo: 'TROCADA', lote, enderecoSistema: b.endereco, enderecoLido: lido });
    }
  }
  const abertas = and(
    eq(inventarioDiferencas.inventarioId, inventarioId),
    isNull(inventarioDiferencas.resolucao),
  );
  const lotes = novas.map((n) => n.lote);
  await tx
    .delete(inventarioDiferencas)
    .where(lotes.length ? and(abertas, notInArray(inventarioDiferencas.lote, lotes)) : abertas);
  if (novas.length === 0) return;
  await tx
    .insert(inventarioDiferencas)
    .values(novas.map((n) => ({ ...n, inventarioId })))
    .onConflictDoUpdate({
      target: [inventarioDiferencas.inventarioId, inventarioDiferencas.lote],
      set: {
        tipo: sql`excluded.tipo`,
        enderecoSistema: sql`excluded.endereco_sistema`,
        enderecoLido: sql`excluded.endereco_lido`,
      },
    });
}
