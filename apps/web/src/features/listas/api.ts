/** Reserve-list calls (part2 §7; decisions.md §5); every query key starts with 'listas'. */
import {
  and,
  cond,
  type TExclusaoLista,
  type TItemLista,
  type TipoLista,
  type TRegistroImportacao,
} from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import type { ListResource } from '../../shared/list/index.ts';
import type { BobinaPayload } from '../bobinas/form-mapping.ts';
import { TXT } from './textos.ts';

/** What the screens send to POST/PUT listas: the coil form's payload without an address. */
export type ItemPayload = Omit<BobinaPayload, 'endereco'>;

export const TAMANHOS = [7, 10, 20, 50] as const;

/** Every query of the screen is scoped to one list's open items (part2 §5). */
export const filtroDaLista = (tipo: TipoLista) =>
  and(cond('Tipo', '=', tipo), cond('Ticada', '=', '0'));

function configDe(tipo: TipoLista, errorText: string): ListResource<TItemLista> {
  return {
    resource: 'listas',
    path: 'listas',
    rowsKey: 'bobinas',
    pageSizes: TAMANHOS,
    defaultPageSize: 7,
    defaultSort: { field: 'sequencia', desc: false },
    searchFields: ['bobina.lote', 'bobina.grupo', 'bobina.material', 'bobina.fluxo', 'bobina.item'],
    // The order number matches only a typed number, exactly (part2 §5).
    searchExtra: (term) => (/^\d{1,9}$/.test(term) ? cond('sequencia', '=', term) : null),
    filterFields: {
      'bobina.lote': {},
      'bobina.item': {},
      'bobina.grupo': { op: '=', ci: false },
      'bobina.material': { op: '=', ci: false },
      'bobina.fluxo': { op: '=', ci: false },
    },
    fixedFilter: filtroDaLista(tipo),
    errorText,
  };
}

/** Stable configs (the list controller memoises on them): per list, loading or filtering (§8). */
const CONFIGS = {
  PLANO: {
    carregar: configDe('PLANO', TXT.erroCarregar),
    filtrar: configDe('PLANO', TXT.erroFiltrar),
  },
  RESERVA: {
    carregar: configDe('RESERVA', TXT.erroCarregar),
    filtrar: configDe('RESERVA', TXT.erroFiltrar),
  },
} as const;

export const configDaLista = (tipo: TipoLista, filtrando: boolean) =>
  CONFIGS[tipo][filtrando ? 'filtrar' : 'carregar'];

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
  atualizar: (id: number, body: ItemPayload) =>
    api.put<{ data: TItemLista }>(`listas/${id}`, { body }).then((r) => r.data),
  excluir: (tipoLista: TipoLista, body: TExclusaoLista) =>
    api.delete('listas', { query: { tipoLista }, body }),
  importar: (registros: TRegistroImportacao[]) => api.post('listas/importar', { body: registros }),
  reordenar: (primeiraSequencia: number, ids: number[]) =>
    api.patch('listas/sequencia', { query: { primeiraSequencia }, body: ids }),
  ticar: (bobinaId: number) => api.patch('listas/ticar', { query: { bobinaId } }),
};

/** After a change: the lists, the coil screens (a coil may have entered the yard), the log. */
export function refrescarListas(qc: QueryClient): void {
  for (const root of ['listas', 'bobinas', 'mapa', 'eventos'])
    void qc.invalidateQueries({ queryKey: [root] });
}
