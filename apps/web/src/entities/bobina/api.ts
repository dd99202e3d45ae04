/** Main-yard coil calls (docs/product/main-yard.md#calls Coils) as React Query hooks; every key starts with 'bobinas'. */
import type { TBobina, THistoricoLote } from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import type { BobinaPayload } from './form-mapping.ts';

export const bobinaKey = (id: number) => ['bobinas', 'one', id];
export const historicoKey = (lote: string) => ['bobinas', 'historico', lote];

export function useBobina(id: number) {
  return useQuery({
    queryKey: bobinaKey(id),
    queryFn: ({ signal }) =>
      // Silent: the form shows its own spinner while the coil loads (one spinner, not two).
      api.get<{ data: TBobina }>(`bobinas/${id}`, { signal, silent: true }).then((r) => r.data),
    enabled: id > 0,
    // An edit form must not be overwritten by a background refetch while the user types.
    refetchOnWindowFocus: false,
  });
}

/** A lot's timeline (movements and events naming it, shipped coils included), newest first. */
export function useHistorico(lote: string | null) {
  return useQuery({
    queryKey: historicoKey(lote ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<{ data: THistoricoLote }>('bobinas/historico', { signal, query: { lote: lote ?? '' } })
        .then((r) => r.data),
    enabled: Boolean(lote),
  });
}

const force = (f: boolean) => (f ? { force: true } : undefined);

/** The raw calls; screens wrap create and address correction in colocarComConfirmacao. */
export const bobinasApi = {
  criar: (body: BobinaPayload, forcar: boolean) =>
    api.post<{ data: TBobina }>('bobinas', { body, query: force(forcar) }).then((r) => r.data),
  atualizar: (id: number, body: BobinaPayload, ifMatch?: number) =>
    api.put<{ data: TBobina }>(`bobinas/${id}`, { body, ifMatch }).then((r) => r.data),
  excluir: (id: number) => api.delete(`bobinas/${id}`),
  corrigirEndereco: (id: number, novoEndereco: string, forcar: boolean) =>
    api
      .put<{ data: TBobina }>(`bobinas/${id}/endereco`, {
        query: { novoEndereco, ...force(forcar) },
      })
      .then((r) => r.data),
};

/** After a change: the coil lists, the map and the event log (live updates do it too, later). */
export function refrescarBobinas(qc: QueryClient): void {
  for (const root of ['bobinas', 'mapa', 'eventos'])
    void qc.invalidateQueries({ queryKey: [root] });
}
