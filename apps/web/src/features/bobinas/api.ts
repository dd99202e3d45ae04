/** Main-yard coil calls (part1 §7 Coils) as React Query hooks; every key starts with 'bobinas'. */
import type { TBobina, TBobinaLinha, TMovimento } from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import type { ListResource } from '../../shared/list/index.ts';
import type { BobinaPayload } from './form-mapping.ts';
import { TXT } from './textos.ts';

const LISTA = {
  resource: 'bobinas',
  path: 'bobinas',
  rowsKey: 'bobinas',
  pageSizes: [7, 10, 20, 50],
  defaultPageSize: 7,
  defaultSort: { field: 'lote', desc: false },
  searchFields: ['lote', 'endereco', 'item', 'grupo', 'material', 'fluxo'],
  // part1 §5: lote, item and endereco contain; grupo, material and fluxo are exact codes.
  filterFields: {
    item: {},
    lote: {},
    endereco: {},
    grupo: { op: '=', ci: false },
    material: { op: '=', ci: false },
    fluxo: { op: '=', ci: false },
  },
} as const;

/** Two configs so a failed search or filter says "filtrar" and a plain load "carregar" (§8). */
export const BOBINAS_LISTA: ListResource<TBobinaLinha> = { ...LISTA, errorText: TXT.erroListar };
export const BOBINAS_FILTRO: ListResource<TBobinaLinha> = { ...LISTA, errorText: TXT.erroFiltrar };

export const bobinaKey = (id: number) => ['bobinas', 'one', id];
export const historicoKey = (id: number) => ['bobinas', 'historico', id];

export function useBobina(id: number) {
  return useQuery({
    queryKey: bobinaKey(id),
    queryFn: ({ signal }) =>
      api.get<{ data: TBobina }>(`bobinas/${id}`, { signal }).then((r) => r.data),
    enabled: id > 0,
    // An edit form must not be overwritten by a background refetch while the user types.
    refetchOnWindowFocus: false,
  });
}

/** Movements of one coil, newest first. */
export function useHistorico(id: number | null) {
  return useQuery({
    queryKey: historicoKey(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ data: TMovimento[] }>(`bobinas/${id}/historico`, { signal }).then((r) => r.data),
    enabled: id !== null && id > 0,
  });
}

const force = (f: boolean) => (f ? { force: true } : undefined);

/** The raw calls; screens wrap create and address correction in colocarComConfirmacao. */
export const bobinasApi = {
  criar: (body: BobinaPayload, forcar: boolean) =>
    api.post<{ data: TBobina }>('bobinas', { body, query: force(forcar) }).then((r) => r.data),
  atualizar: (id: number, body: BobinaPayload) =>
    api.put<{ data: TBobina }>(`bobinas/${id}`, { body }).then((r) => r.data),
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
