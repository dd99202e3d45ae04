/**
 * The map's calls (docs/product/main-yard.md#coil-calls) as React Query hooks; every key starts
 * with 'mapa', the root the live stream invalidates.
 */
import type { TBobinaLinha } from '@patio/domain';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  usePrefetchQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { consultaDeDetalhes } from './filtro.ts';
import { type BobinaDoMapa, comBobina, semBobina } from './indice.ts';

export const PATIO_KEY = ['mapa', 'patio'] as const;
export const detalhesKey = (endereco: string) => ['mapa', 'detalhes', endereco] as const;

interface PaginaDeBobinas {
  bobinas: TBobinaLinha[];
}

/**
 * Every coil of the yard in one call: page 1 and no pageSize
 * (docs/product/main-yard.md#coil-calls).
 */
const patioQuery = queryOptions<BobinaDoMapa[]>({
  queryKey: PATIO_KEY,
  queryFn: ({ signal }) =>
    api
      // Silent: a live refetch must not cover the map with the global loading overlay.
      .get<PaginaDeBobinas>('bobinas', { query: { page: 1 }, signal, silent: true })
      .then((r) => r.bobinas),
  // The old yard stays on screen while a refetch runs; nothing blinks.
  placeholderData: keepPreviousData,
});

export function usePatio() {
  // Starts the call during the first render, not after the first paint (where useQuery would).
  usePrefetchQuery(patioQuery);
  return useQuery(patioQuery);
}

/**
 * The clicked cell's coil, fresh from the server. null when the coil there is gone (moved or
 * removed since the map was drawn): the popover says so instead of showing a neighbour.
 */
export function useDetalhes(endereco: string | null) {
  return useQuery({
    queryKey: detalhesKey(endereco ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<PaginaDeBobinas>('bobinas', {
          query: consultaDeDetalhes(endereco ?? ''),
          signal,
          silent: true,
        })
        .then((r) => r.bobinas.find((b) => b.endereco === endereco) ?? null),
    enabled: endereco !== null,
    staleTime: 0,
  });
}

/** Shows a coil saved on this screen at once; the refetch that follows confirms it. */
export function gravarNoPatio(qc: QueryClient, b: BobinaDoMapa): void {
  qc.setQueryData<BobinaDoMapa[]>(PATIO_KEY, (lista) => lista && comBobina(lista, b));
}

export function tirarDoPatio(qc: QueryClient, id: number): void {
  qc.setQueryData<BobinaDoMapa[]>(PATIO_KEY, (lista) => lista && semBobina(lista, id));
}
