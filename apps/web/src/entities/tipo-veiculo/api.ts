/** Vehicle types (docs/planejamento-de-carga.md): the list hook and the writes. */
import type { TTipoVeiculo, TTipoVeiculoInput } from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

/** The query root of the vehicle types; a live `tipo-veiculo` change refreshes it. */
export const TIPOS_VEICULO_KEY = ['tipos-veiculo'] as const;

export function useTiposVeiculo() {
  return useQuery({
    queryKey: TIPOS_VEICULO_KEY,
    queryFn: ({ signal }) =>
      api.get<{ data: TTipoVeiculo[] }>('tipos-veiculo', { signal }).then((r) => r.data),
  });
}

export const tiposVeiculoApi = {
  criar: (body: TTipoVeiculoInput) =>
    api.post<{ data: TTipoVeiculo }>('tipos-veiculo', { body }).then((r) => r.data),
  alterar: (id: number, body: TTipoVeiculoInput) =>
    api.put<{ data: TTipoVeiculo }>(`tipos-veiculo/${id}`, { body }).then((r) => r.data),
  excluir: (id: number) => api.delete(`tipos-veiculo/${id}`),
};

export function refrescarTiposVeiculo(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: TIPOS_VEICULO_KEY });
}

/** "Carreta 30 t (2 posições)": how a type reads in a dropdown. */
export const rotuloDoTipo = (t: TTipoVeiculo) =>
  `${t.nome} — ${String(t.capacidadeT).replace('.', ',')} t, ${t.posicoes} posição(ões)`;
