/** Reserve-list calls (docs/product/operations.md#calls; docs/product/server-contract.md#reserve-lists); every query key starts with 'listas'. */
import {
  and,
  cond,
  type TExclusaoLista,
  type TItemLista,
  type TipoLista,
  type TRegistroImportacao,
} from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { BobinaPayload } from '../../entities/bobina/form-mapping.ts';
import { api } from '../../shared/http.ts';

/** What the screens send to POST/PUT listas: the coil form's payload without an address. */
export type ItemPayload = Omit<BobinaPayload, 'endereco'>;

export const TAMANHOS = [7, 10, 20, 50] as const;

/** Every query of the screen is scoped to one list's open items (docs/product/operations.md). */
export const filtroDaLista = (tipo: TipoLista) =>
  and(cond('Tipo', '=', tipo), cond('Ticada', '=', '0'));

export interface PaginaDaLista {
  bobinas: TItemLista[];
  totalPages: number;
  totalItems: number;
}

export const itemKey = (id: number) => ['listas', 'one', id];

export function useItemLista(id: number) {
  return useQuery({
    queryKey: itemKey(id),
    queryFn: ({ signal }) =>
      api.get<{ data: TItemLista }>(`listas/${id}`, { signal }).then((r) => r.data),
    enabled: id > 0,
    refetchOnWindowFocus: false,
  });
}

export const listasApi = {
  pagina: (query: Record<string, string | number>, silent = false, signal?: AbortSignal) =>
    api.get<PaginaDaLista>('listas', { query, silent, signal }),
  criar: (body: ItemPayload) =>
    api.post<{ data: TItemLista }>('listas', { body }).then((r) => r.data),
  atualizar: (id: number, body: ItemPayload, ifMatch?: number) =>
    api.put<{ data: TItemLista }>(`listas/${id}`, { body, ifMatch }).then((r) => r.data),
  excluir: (tipoLista: TipoLista, body: TExclusaoLista) =>
    api.delete('listas', { query: { tipoLista }, body }),
  importar: (registros: TRegistroImportacao[]) => api.post('listas/importar', { body: registros }),
  reordenar: (primeiraSequencia: number, ids: number[]) =>
    api.patch('listas/sequencia', { query: { primeiraSequencia }, body: ids }),
  ticar: (bobinaId: number) => api.patch('listas/ticar', { query: { bobinaId } }),
  desmarcar: (bobinaId: number, sequencia: number) =>
    api.patch('listas/desmarcar', { query: { bobinaId, sequencia } }),
};

/** After a change: the lists, the coil screens (a coil may have entered the yard), the log. */
export function refrescarListas(qc: QueryClient): void {
  for (const root of ['listas', 'bobinas', 'mapa', 'eventos'])
    void qc.invalidateQueries({ queryKey: [root] });
}
