/**
 * Crane calls (docs/product/operations.md#crane-calls) and the instructions a crane may choose, as
 * React Query hooks.
 */
import {
  and,
  codigoDaPonte,
  searchFilter,
  type TInstrucaoLinha,
  type TOperacao,
  type TToqueDaPonte,
} from '@patio/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { semConexao } from './reconexao.ts';

export const operacoesKey = (codigo: string) => ['operacoes', codigo];

/** The crane's operations in order; live changes refetch them (their key starts 'operacoes'). */
export function useOperacoes(codigo: string | null) {
  return useQuery({
    queryKey: operacoesKey(codigo ?? ''),
    // Background refetches (live updates) must not raise the page-wide loading overlay.
    queryFn: ({ signal }) => api.get<TOperacao[]>(`operacoes/${codigo}`, { signal, silent: true }),
    enabled: codigo !== null,
    // Without a connection it keeps asking, so the screen comes back by itself.
    refetchInterval: (q) => (semConexao(q.state.error) ? 3_000 : false),
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
        // Relocations first: they free the instructions waiting for them (docs/relocation.md).
        query: { page, pageSize: TAMANHO_PAGINA, orderBy: 'remanejamento desc, id', filter },
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
  /** `chave`: the tap's id; a retry after a lost reply sends it again and the crane acts once. */
  pegar: (codigo: string, chave?: string, body?: TToqueDaPonte) =>
    api.put<TOperacao[]>(`operacoes/${codigo}/pegar`, {
      idempotencyKey: chave,
      silent: true,
      body,
    }),
  soltar: (codigo: string, chave?: string, body?: TToqueDaPonte) =>
    api.put<TOperacao[]>(`operacoes/${codigo}/soltar`, {
      idempotencyKey: chave,
      silent: true,
      body,
    }),
  pular: (codigo: string, id: number) => api.delete<TOperacao[]>(`operacoes/${codigo}/${id}`),
};

/** A call answered with the crane's operations: show them at once, then refresh the rest. */
export function aplicarOperacoes(qc: QueryClient, codigo: string, ops: TOperacao[]): void {
  qc.setQueryData(operacoesKey(codigo), ops);
  for (const root of ['instrucoes', 'bobinas', 'mapa', 'eventos'])
    void qc.invalidateQueries({ queryKey: [root] });
}
