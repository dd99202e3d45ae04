/**
 * Dispatch calls (docs/product/operations.md#dispatch-calls) as React Query hooks; keys start with
 * 'despachos' or 'bobinas'.
 */
import type {
  Modal,
  TBobinaLinha,
  TDespacho,
  TDespachoBobinaInput,
  TPlanejarCargaInput,
  TPlanoDeCarga,
  TRomaneio,
} from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { comMotivos } from './selecao.ts';

export const despachoKey = (id: number) => ['despachos', 'one', id];

export function useDespacho(id: number | undefined) {
  return useQuery({
    queryKey: despachoKey(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ data: TDespacho }>(`despachos/${id}`, { signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

/** The printable manifest; under 'despachos', so a load or a finalization refreshes it live. */
export function useRomaneio(id: number) {
  return useQuery({
    queryKey: ['despachos', 'romaneio', id],
    queryFn: ({ signal }) =>
      api.get<{ data: TRomaneio }>(`despachos/${id}/romaneio`, { signal }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * What the picker offers: yard coils lying still (NO_PATIO) that no open dispatch holds. The
 * coil list is loaded as the specification says (page 1, 100000); the open dispatches tell
 * which of them are taken, the open instructions and the coils in the yard (moving ones too)
 * which cannot go and why.
 */
export function useBobinasDoPatio() {
  return useQuery({
    // Under 'bobinas': a live change of a coil or of a dispatch (both invalidate 'bobinas') refreshes it.
    queryKey: ['bobinas', 'para-despacho'],
    queryFn: async ({ signal }) => {
      const [patio, abertos, instrucoes] = await Promise.all([
        api.get<{ bobinas: TBobinaLinha[] }>('bobinas', {
          query: {
            page: 1,
            pageSize: 100000,
            filter: 'status=NO_PATIO|status=EM_MOVIMENTO',
            orderBy: 'lote',
          },
          signal,
        }),
        api.get<{ despachos: TDespacho[] }>('despachos', {
          query: { page: 1, pageSize: 100000, filter: 'finalizado=false' },
          signal,
        }),
        api.get<{ instrucoes: { lote: string }[] }>('instrucoes', {
          query: { page: 1, pageSize: 100000 },
          signal,
        }),
      ]);
      const ocupadas = new Set(abertos.despachos.flatMap((d) => d.bobinas.map((b) => b.bobinaId)));
      const enderecos = new Set(patio.bobinas.flatMap((b) => (b.endereco ? [b.endereco] : [])));
      const paradas = patio.bobinas.filter((b) => b.status === 'NO_PATIO' && !ocupadas.has(b.id));
      return comMotivos(paradas, enderecos, new Set(instrucoes.instrucoes.map((i) => i.lote)));
    },
  });
}

export const despachosApi = {
  /** The new dispatch and what the server planned to free its buried coils (docs/relocation.md). */
  criar: (body: {
    identificacao: string;
    modal: Modal;
    tipoVeiculoId?: number | null;
    bobinas: TDespachoBobinaInput[];
  }) => api.post<{ data: TDespacho; remanejamentos: string[] }>('despachos', { body }),
  /** A load plan (docs/planejamento-de-carga.md): a proposal, nothing stored. */
  planejar: (body: TPlanejarCargaInput) =>
    api.post<{ data: TPlanoDeCarga }>('despachos/planejar', { body }).then((r) => r.data),
  incluir: (id: number, bobina: TDespachoBobinaInput, ifMatch?: number) =>
    api
      .put<{ data: TDespacho }>(`despachos/${id}`, {
        query: { incluir: true, excluir: false },
        body: bobina,
        ifMatch,
      })
      .then((r) => r.data),
  excluir: (id: number, bobina: TDespachoBobinaInput, ifMatch?: number) =>
    api
      .put<{ data: TDespacho }>(`despachos/${id}`, {
        query: { incluir: false, excluir: true },
        body: bobina,
        ifMatch,
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
