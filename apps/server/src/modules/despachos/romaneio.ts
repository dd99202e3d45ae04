import type { TRomaneio } from '@patio/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, despachoBobinas, despachos, movimentos, tiposVeiculo } from '../../db/schema.ts';
import { COLUNAS_TIPO_VEICULO } from '../tipos-veiculo/colunas.ts';
import { carregadaSql } from './carregada.ts';
import { despachoNaoEncontrado } from './erros.ts';

/** Sum of tons without floating-point dust (25.5 + 0.1 + …): to the kilogram. */
const somaToneladas = (pesos: readonly (number | null)[]) =>
  Math.round(pesos.reduce<number>((s, p) => s + (p ?? 0), 0) * 1000) / 1000;

/**
 * GET despachos/{id}/romaneio: the dispatch's manifest. Where each coil was loaded from is
 * the `de` of its latest movement into CARREGADA (the yard slot the crane lifted it from);
 * the movements' (bobina_id, created_at) index keeps that a lookup per coil.
 */
export async function romaneioDespacho(db: Executor, id: number): Promise<TRomaneio> {
  const [d] = await db.select().from(despachos).where(eq(despachos.id, id));
  if (!d) throw despachoNaoEncontrado();
  const itens = await db
    .select({
      sequencia: despachoBobinas.sequencia,
      bobinaId: despachoBobinas.bobinaId,
      lote: bobinas.lote,
      item: bobinas.item,
      grupo: bobinas.grupo,
      material: bobinas.material,
      peso: bobinas.peso,
      largura: bobinas.largura,
      espessura: bobinas.espessura,
      status: bobinas.status,
      carregada: carregadaSql.mapWith(Boolean),
      carregadaAt: despachoBobinas.carregadaAt,
      veiculo: despachoBobinas.veiculo,
    })
    .from(despachoBobinas)
    .innerJoin(bobinas, eq(bobinas.id, despachoBobinas.bobinaId))
    .where(eq(despachoBobinas.despachoId, id))
    .orderBy(asc(despachoBobinas.sequencia));
  const ids = itens.map((i) => i.bobinaId);
  const cargas =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([movimentos.bobinaId], {
            bobinaId: movimentos.bobinaId,
            de: movimentos.de,
          })
          .from(movimentos)
          .where(and(inArray(movimentos.bobinaId, ids), eq(movimentos.statusPara, 'CARREGADA')))
          .orderBy(movimentos.bobinaId, desc(movimentos.createdAt), desc(movimentos.id));
  const origem = new Map(cargas.map((c) => [c.bobinaId, c.de]));
  const bs = itens.map(({ veiculo, ...i }) => ({
    ...i,
    ...(veiculo === null ? {} : { veiculo }),
    carregadaDe: i.carregada ? (origem.get(i.bobinaId) ?? null) : null,
    carregadaAt: i.carregada ? (i.carregadaAt?.toISOString() ?? null) : null,
  }));
  const carregadas = bs.filter((b) => b.carregada);
  const [tipo] = d.tipoVeiculoId
    ? await db
        .select(COLUNAS_TIPO_VEICULO)
        .from(tiposVeiculo)
        .where(eq(tiposVeiculo.id, d.tipoVeiculoId))
    : [];
  // One block per vehicle number the coils carry (kept even if the type was deleted since).
  const numeros = [...new Set(bs.flatMap((b) => b.veiculo ?? []))].sort((a, b) => a - b);
  const veiculos = numeros.map((veiculo) => {
    const doVeiculo = bs.filter((b) => b.veiculo === veiculo);
    return {
      veiculo,
      bobinas: doVeiculo.length,
      pesoT: somaToneladas(doVeiculo.map((b) => b.peso)),
      capacidadeT: tipo?.capacidadeT ?? 0,
      posicoes: tipo?.posicoes ?? 0,
    };
  });
  return {
    id: d.id,
    identificacao: d.identificacao,
    modal: d.modal,
    createdAt: d.createdAt.toISOString(),
    finalizado: d.finalizado,
    finalizadoAt: d.finalizadoAt?.toISOString() ?? null,
    bobinas: bs,
    ...(tipo ? { tipoVeiculo: tipo } : {}),
    ...(veiculos.length > 0 ? { veiculos } : {}),
    totais: {
      bobinas: bs.length,
      carregadas: carregadas.length,
      peso: somaToneladas(bs.map((b) => b.peso)),
      pesoCarregado: somaToneladas(carregadas.map((b) => b.peso)),
    },
  };
}
