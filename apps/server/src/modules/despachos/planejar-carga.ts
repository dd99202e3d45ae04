import {
  type CodigoErro,
  empilhamentosSobre,
  formatEndereco,
  type Layout,
  MSG_CARGA,
  parseEndereco,
  planejarCarga,
  type TPlanejarCargaInput,
  type TPlanoDeCarga,
} from '@patio/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, despachoBobinas, despachos } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { bobinaNaoEncontrada } from '../bobinas/erros.ts';
import { obterTipoVeiculo } from '../tipos-veiculo/obter-tipo-veiculo.ts';
import { MSG_DESPACHO } from './erros.ts';

/**
 * POST despachos/planejar: a load plan for coils of the main yard on vehicles of one type
 * (docs/planejamento-de-carga.md). A proposal: it stores nothing. Each kind of refusal
 * names every coil it concerns, in the order the coils were sent.
 */
export async function planejarCargaDespacho(
  db: Executor,
  layout: Layout,
  { tipoVeiculoId, bobinaIds }: TPlanejarCargaInput,
): Promise<TPlanoDeCarga> {
  const tipo = await obterTipoVeiculo(db, tipoVeiculoId);
  // One read: the coils and, for those in an open dispatch, its identification.
  const linhas = await db
    .select({
      id: bobinas.id,
      lote: bobinas.lote,
      endereco: bobinas.endereco,
      status: bobinas.status,
      peso: bobinas.peso,
      outro: despachos.identificacao,
    })
    .from(bobinas)
    .leftJoin(
      despachoBobinas,
      and(eq(despachoBobinas.bobinaId, bobinas.id), eq(despachoBobinas.aberto, true)),
    )
    .leftJoin(despachos, eq(despachos.id, despachoBobinas.despachoId))
    .where(inArray(bobinas.id, bobinaIds));
  const porId = new Map(linhas.map((b) => [b.id, b]));
  const conjunto = bobinaIds.flatMap((id) => porId.get(id) ?? []);
  if (conjunto.length !== bobinaIds.length) throw bobinaNaoEncontrada();

  const conflitos = conjunto.flatMap((b): { mensagem: string; codigo: CodigoErro }[] => {
    if (b.outro)
      return [{ mensagem: MSG_DESPACHO.emOutroDespacho(b.lote, b.outro), codigo: 'EM_USO' }];
    if (b.status !== 'NO_PATIO' || !b.endereco)
      return [{ mensagem: MSG_DESPACHO.foraDoPatio(b.lote), codigo: 'ESTADO' }];
    return [];
  });
  if (conflitos.length > 0)
    throw new HttpError(
      409,
      { geral: conflitos.map((c) => c.mensagem) },
      conflitos.map((c) => c.codigo),
    );

  const semPeso = conjunto.filter((b) => b.peso === null).map((b) => b.lote);
  if (semPeso.length > 0)
    throw new HttpError(422, { geral: [MSG_CARGA.semPeso(semPeso)] }, 'SEM_PESO');
  const pesadas = conjunto.filter(
    (b) => Math.round((b.peso as number) * 1000) > Math.round(tipo.capacidadeT * 1000),
  );
  if (pesadas.length > 0)
    throw new HttpError(
      422,
      {
        geral: pesadas.map((b) =>
          MSG_CARGA.excedeCapacidade(b.lote, b.peso as number, tipo.capacidadeT),
        ),
      },
      'CAPACIDADE',
    );

  // What lies on the set: the pyramid slots over its ground coils.
  const acima = [
    ...new Set(
      conjunto.flatMap((b) => {
        const e = parseEndereco(b.endereco as string);
        return e ? empilhamentosSobre(e).map(formatEndereco) : [];
      }),
    ),
  ];
  const vizinhas =
    acima.length === 0
      ? []
      : await db
          .select({ lote: bobinas.lote, endereco: bobinas.endereco })
          .from(bobinas)
          .where(and(inArray(bobinas.endereco, acima), eq(bobinas.status, 'NO_PATIO')));
  const plano = planejarCarga({
    tipo,
    bobinas: conjunto.map((b) => ({
      id: b.id,
      lote: b.lote,
      endereco: b.endereco as string,
      peso: b.peso as number,
    })),
    vizinhas: vizinhas.map((v) => ({ lote: v.lote, endereco: v.endereco as string })),
    layout,
  });
  return {
    veiculos: plano.veiculos,
    minimoVeiculos: plano.minimoVeiculos,
    remanejamentos: plano.remanejamentos,
    remanejar: plano.remanejar,
  };
}
