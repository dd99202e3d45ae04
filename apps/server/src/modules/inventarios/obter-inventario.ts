import type { Layout, TInventario } from '@patio/domain';
import { enderecosDoGrupo } from '@patio/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inventarioDiferencas, inventarioLeituras, inventarios } from '../../db/schema.ts';
import { inventarioNaoEncontrado } from './erros.ts';

/** The count: its progress, the addresses read and every difference with how it was closed. */
export async function obterInventario(
  db: Executor,
  layout: Layout,
  id: number,
): Promise<TInventario> {
  const [inv] = await db.select().from(inventarios).where(eq(inventarios.id, id));
  if (!inv) throw inventarioNaoEncontrado();
  const lidos = await db
    .select({
      endereco: inventarioLeituras.endereco,
      lotes: inventarioLeituras.vistos,
      lidoEm: inventarioLeituras.lidoEm,
      lidoPor: inventarioLeituras.lidoPor,
      recebidoEm: inventarioLeituras.recebidoEm,
    })
    .from(inventarioLeituras)
    .where(eq(inventarioLeituras.inventarioId, id))
    .orderBy(asc(inventarioLeituras.endereco));
  const diferencas = await db
    .select({
      id: inventarioDiferencas.id,
      tipo: inventarioDiferencas.tipo,
      lote: inventarioDiferencas.lote,
      enderecoSistema: inventarioDiferencas.enderecoSistema,
      enderecoLido: inventarioDiferencas.enderecoLido,
      resolucao: inventarioDiferencas.resolucao,
      motivo: inventarioDiferencas.motivo,
      resolvidaPor: inventarioDiferencas.resolvidaPor,
    })
    .from(inventarioDiferencas)
    .where(eq(inventarioDiferencas.inventarioId, id))
    .orderBy(asc(inventarioDiferencas.id));
  return {
    id: inv.id,
    estado: inv.estado,
    grupos: inv.grupos,
    enderecosLidos: lidos.length,
    enderecosTotal: inv.grupos.reduce((n, g) => n + enderecosDoGrupo(layout, g).length, 0),
    lidos: lidos.map((l) => l.endereco),
    leituras: lidos.map(({ lidoEm, recebidoEm, ...l }) => ({
      ...l,
      ocorridoEm: lidoEm.toISOString(),
      recebidoEm: recebidoEm.toISOString(),
    })),
    diferencas,
  };
}
