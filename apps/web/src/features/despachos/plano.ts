/**
 * From a load plan to the dispatches that carry it (docs/planejamento-de-carga.md): a train is one
 * dispatch with its wagons; trucks are one dispatch each, named with a suffix (-1, -2, …), created
 * in vehicle order so a truck whose coils rest on another truck's is created first.
 */
import type { Modal, TPlanoDeCarga } from '@patio/domain';

export interface DespachoPlanejado {
  identificacao: string;
  modal: Modal;
  tipoVeiculoId: number;
  bobinas: { bobinaId: number; sequencia: number; veiculo: number }[];
}

export function despachosDoPlano(
  plano: TPlanoDeCarga,
  modal: Modal,
  identificacao: string,
  tipoVeiculoId: number,
): DespachoPlanejado[] {
  const emOrdem = (v: TPlanoDeCarga['veiculos']) =>
    v
      .flatMap((x) => x.bobinas.map((b) => ({ ...b, veiculo: x.veiculo })))
      .sort((a, b) => a.sequencia - b.sequencia);
  if (modal === 'TREM')
    return [
      {
        identificacao,
        modal,
        tipoVeiculoId,
        bobinas: emOrdem(plano.veiculos).map((b) => ({
          bobinaId: b.bobinaId,
          sequencia: b.sequencia,
          veiculo: b.veiculo,
        })),
      },
    ];
  const porCarreta = [...plano.veiculos].sort((a, b) => a.veiculo - b.veiculo);
  return porCarreta.map((v) => ({
    identificacao: porCarreta.length === 1 ? identificacao : `${identificacao}-${v.veiculo}`,
    modal,
    tipoVeiculoId,
    bobinas: emOrdem([v]).map((b, i) => ({ bobinaId: b.bobinaId, sequencia: i + 1, veiculo: 1 })),
  }));
}

/** What the load bar of a vehicle shows: tons of capacity and coils of positions, in percent. */
export function cargaDoVeiculo(
  pesoT: number,
  bobinas: number,
  tipo: { capacidadeT: number; posicoes: number },
) {
  return {
    pesoPct: Math.min(100, Math.round((100 * pesoT) / tipo.capacidadeT)),
    posicoesPct: Math.min(100, Math.round((100 * bobinas) / tipo.posicoes)),
    acima:
      Math.round(pesoT * 1000) > Math.round(tipo.capacidadeT * 1000) || bobinas > tipo.posicoes,
  };
}
