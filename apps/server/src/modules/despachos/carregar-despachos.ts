import type { TDespacho, TDespachoBobina } from '@patio/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, despachoBobinas, despachos, tiposVeiculo } from '../../db/schema.ts';
import { colunasDaApi } from '../../lib/colunas-da-api.ts';
import { COLUNAS_TIPO_VEICULO } from '../tipos-veiculo/colunas.ts';
import { carregadaSql } from './carregada.ts';

/** A dispatch's own columns under the names the API gives them. */
export const COLUNAS_DESPACHO = colunasDaApi({
  id: despachos.id,
  identificacao: despachos.identificacao,
  modal: despachos.modal,
  finalizado: despachos.finalizado,
  finalizadoAt: despachos.finalizadoAt,
  versao: despachos.versao,
  tipoVeiculoId: despachos.tipoVeiculoId,
});

export type LinhaDespacho = {
  [K in keyof typeof COLUNAS_DESPACHO]: (typeof COLUNAS_DESPACHO)[K]['_']['type'];
};

/**
 * Dispatch rows as the API shows them, with their coils in loading order: one query for all
 * the coils of the given rows (a list page or a single dispatch), never one per dispatch.
 */
export async function carregarDespachos(
  db: Executor,
  linhas: readonly LinhaDespacho[],
): Promise<TDespacho[]> {
  if (linhas.length === 0) return [];
  const itens = await db
    .select({
      despachoId: despachoBobinas.despachoId,
      bobinaId: despachoBobinas.bobinaId,
      sequencia: despachoBobinas.sequencia,
      lote: bobinas.lote,
      endereco: bobinas.endereco,
      isLege: bobinas.isLege,
      carregada: carregadaSql.mapWith(Boolean),
      peso: bobinas.peso,
      veiculo: despachoBobinas.veiculo,
    })
    .from(despachoBobinas)
    .innerJoin(bobinas, eq(bobinas.id, despachoBobinas.bobinaId))
    .where(
      inArray(
        despachoBobinas.despachoId,
        linhas.map((d) => d.id),
      ),
    )
    .orderBy(asc(despachoBobinas.despachoId), asc(despachoBobinas.sequencia));
  const porDespacho = new Map<number, TDespachoBobina[]>();
  const tipados = new Set(linhas.flatMap((d) => (d.tipoVeiculoId ? [d.id] : [])));
  for (const { despachoId, peso, veiculo, ...b } of itens) {
    const lista = porDespacho.get(despachoId) ?? [];
    // An untyped dispatch keeps the specification's row; a typed one adds weight and vehicle.
    const carga = tipados.has(despachoId) ? { peso, veiculo: veiculo ?? 1 } : {};
    lista.push({ id: b.bobinaId, ...b, ...carga });
    porDespacho.set(despachoId, lista);
  }
  const idsTipos = [...new Set(linhas.flatMap((d) => d.tipoVeiculoId ?? []))];
  const tipos = new Map(
    idsTipos.length === 0
      ? []
      : (
          await db
            .select(COLUNAS_TIPO_VEICULO)
            .from(tiposVeiculo)
            .where(inArray(tiposVeiculo.id, idsTipos))
        ).map((t) => [t.id, t]),
  );
  return linhas.map((d) => {
    const bs = porDespacho.get(d.id) ?? [];
    return {
      id: d.id,
      identificacao: d.identificacao,
      modal: d.modal,
      quantidadeBobinas: bs.length,
      bobinasCarregadas: bs.filter((b) => b.carregada).length,
      finalizado: d.finalizado,
      finalizadoAt: d.finalizadoAt,
      bobinas: bs,
      ...(d.tipoVeiculoId
        ? { tipoVeiculoId: d.tipoVeiculoId, tipoVeiculo: tipos.get(d.tipoVeiculoId) }
        : {}),
      versao: d.versao,
    };
  });
}

/** One dispatch by id, or null. */
export async function carregarDespacho(db: Executor, id: number): Promise<TDespacho | null> {
  const linhas = await db.select(COLUNAS_DESPACHO).from(despachos).where(eq(despachos.id, id));
  const [d] = await carregarDespachos(db, linhas);
  return d ?? null;
}
