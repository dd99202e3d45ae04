/** Dispatch calls (part2 §7) as React Query hooks; keys start with 'despachos' or 'bobinas'. */
import {
  MODAIS,
  type Modal,
  type TBobinaLinha,
  type TDespacho,
  type TDespachoBobinaInput,
} from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import type { ListResource } from '../../shared/list/index.ts';
import { TXT } from './textos.ts';

export const nomeDoModal = (m: string) => MODAIS.find((x) => x.codigo === m)?.descricao ?? m;
export const MODAL_OPCOES = MODAIS.map((m) => ({ value: m.codigo as Modal, label: m.descricao }));

const LISTA = {
  resource: 'despachos',
  path: 'despachos',
  rowsKey: 'despachos',
  pageSizes: [7],
  defaultPageSize: 7,
  defaultSort: { field: 'id', desc: false },
  searchFields: ['identificacao', 'modal'],
  filterFields: { modal: { op: '=', ci: false }, finalizado: { op: '=', ci: false } },
  errorText: TXT.erroListar,
} as const;

/**
 * The working list shows open dispatches (the server lists all); choosing "Finalizados" puts
 * `finalizado=true` in the URL's filters and drops this fixed part.
 */
export const DESPACHOS_ABERTOS: ListResource<TDespacho> = {
  ...LISTA,
  fixedFilter: 'finalizado=false',
};
export const DESPACHOS_TODOS: ListResource<TDespacho> = LISTA;

export const despachoKey = (id: number) => ['despachos', 'one', id];

export function useDespacho(id: number | undefined) {
  return useQuery({
    queryKey: despachoKey(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ data: TDespacho }>(`despachos/${id}`, { signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

/**
 * What the picker offers: yard coils lying still (NO_PATIO) that no open dispatch holds. The
 * coil list is loaded as the specification says (page 1, 100000); the open dispatches tell
 * which of them are taken. A coil with another open instruction is refused by the server.
 */
export function useBobinasDoPatio() {
  return useQuery({
    // Under 'bobinas': a live change of a coil or of a dispatch (both invalidate 'bobinas') refreshes it.
    queryKey: ['bobinas', 'para-despacho'],
    queryFn: async ({ signal }) => {
      const [patio, abertos] = await Promise.all([
        api.get<{ bobinas: TBobinaLinha[] }>('bobinas', {
          query: { page: 1, pageSize: 100000, filter: 'status=NO_PATIO', orderBy: 'lote' },
          signal,
        }),
        api.get<{ despachos: TDespacho[] }>('despachos', {
          query: { page: 1, pageSize: 100000, filter: 'finalizado=false' },
          signal,
        }),
      ]);
      const ocupadas = new Set(abertos.despachos.flatMap((d) => d.bobinas.map((b) => b.bobinaId)));
      return patio.bobinas.filter((b) => !ocupadas.has(b.id));
    },
  });
}

export const despachosApi = {
  criar: (body: { identificacao: string; modal: Modal; bobinas: TDespachoBobinaInput[] }) =>
    api.post<{ data: TDespacho }>('despachos', { body }).then((r) => r.data),
  incluir: (id: number, bobina: TDespachoBobinaInput) =>
    api
      .put<{ data: TDespacho }>(`despachos/${id}`, {
        query: { incluir: true, excluir: false },
        body: bobina,
      })
      .then((r) => r.data),
  excluir: (id: number, bobina: TDespachoBobinaInput) =>
    api
      .put<{ data: TDespacho }>(`despachos/${id}`, {
        query: { incluir: false, excluir: true },
        body: bobina,
      })
      .then((r) => r.data),
  remover: (id: number) => api.delete(`despachos/${id}`),
  finalizar: (id: number) => api.delete(`despachos/${id}/finalizar`),
};

/** After a change: dispatches, the coils (list, map) and instructions; live updates do it too. */
export function refrescarDespachos(qc: QueryClient): void {
  for (const root of ['despachos', 'instrucoes', 'bobinas', 'mapa'])
    void qc.invalidateQueries({ queryKey: [root] });
}
