/** The dashboard's one call; its key is the root the live stream invalidates on every change. */
import type { TPainel } from '@patio/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

export const PAINEL_KEY = ['painel'] as const;

export function usePainel() {
  return useQuery({
    queryKey: PAINEL_KEY,
    // Silent: a live refresh must not cover the dashboard with the loading overlay.
    queryFn: ({ signal }) => api.get<TPainel>('painel', { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
