/** Crane calls (part2 §7 Cranes) and the instructions a crane may choose, as React Query hooks. */
import {
  and,
  codigoDaPonte,
  searchFilter,
  type TInstrucaoLinha,
  type TOperacao,
} from '@patio/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

export const operacoesKey = (codigo: string) => ['operacoes', codigo];

/** The crane's operations in order; live changes refetch them (their key starts 'operacoes'). */
export function useOperacoes(codigo: string | null) {
  return useQuery({
    queryKey: operacoesKey(codigo ?? ''),
    // Background refetches (live updates) must not raise the page-wide loading overlay.
    queryFn: ({ signal }) => api.get<TOperacao[]>(`operacoes/${codigo}`, { signal, silent: true }),
    enabled: codigo !== null,
  });
}

export const TAMANHO_PAGINA = 8;

interface Pagina {
  instrucoes: TInstrucaoLinha[];
  totalPaginas: number;
  totalItens: number;
}

/** Instructions released to the cranes (ticada), oldest first; reads totalPaginas/totalItens. */
export function useInstrucoesLiberadas(page: number, busca: string) {
  const filter = and(
    'ticada=true',
    searchFilter(['bobina.lote', 'bobina.endereco', 'destino'], busca),
  );
  return useQuery({
    queryKey: ['instrucoes', 'ponte', { page, filter }],
    queryFn: ({ signal }) =>
      api.get<Pagina>('instrucoes', {
        query: { page, pageSize: TAMANHO_PAGINA, orderBy: 'id', filter },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export const operacoesApi = {
  selecionar: (ponte: string, ids: readonly number[]) =>
    api.post<TOperacao[]>('operacoes', {
      body: {
        ponte: codigoDaPonte(ponte),
        primeiraInstrucaoId: ids[0],
        segundaInstrucaoId: ids[1] ?? null,
      },
    }),
  pegar: (codigo: string) => api.put<TOperacao[]>(`operacoes/${codigo}/pegar`),
  soltar: (codigo: string) => api.put<TOperacao[]>(`operacoes/${codigo}/soltar`),
  pular: (codigo: string, id: number) => api.delete<TOperacao[]>(`operacoes/${codigo}/${id}`),
};

/** A call answered with the crane's operations: show them at once, then refresh the rest. */
export function aplicarOperacoes(qc: QueryClient, codigo: string, ops: TOperacao[]): void {
  qc.setQueryData(operacoesKey(codigo), ops);
  for (const root of ['instrucoes', 'bobinas', 'mapa', 'eventos'])
    void qc.invalidateQueries({ queryKey: [root] });
}
