/** Instruction calls (part2 §7 Instructions): the list, one instruction, create, update, delete. */
import type { TBobinaLinha, TInstrucaoInput, TInstrucaoLinha } from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import type { ListResource } from '../../shared/list/index.ts';
import { TXT } from './textos.ts';

const LISTA = {
  resource: 'instrucoes',
  path: 'instrucoes',
  rowsKey: 'instrucoes',
  pageSizes: [7, 10, 20, 50],
  defaultPageSize: 7,
  defaultSort: { field: 'id', desc: false },
  searchFields: ['bobina.lote', 'bobina.endereco', 'destino', 'tipo'],
} as const;

/** Two configs so a failed search says "filtrar" and a plain load "carregar". */
export const INSTRUCOES_LISTA: ListResource<TInstrucaoLinha> = {
  ...LISTA,
  errorText: TXT.erroListar,
};
export const INSTRUCOES_FILTRO: ListResource<TInstrucaoLinha> = {
  ...LISTA,
  errorText: TXT.erroFiltrar,
};

interface ListaDeInstrucoes {
  instrucoes: TInstrucaoLinha[];
}

/** part2 §7: "Get by id uses the list with a filter on id". */
export function useInstrucao(id: number) {
  return useQuery({
    queryKey: ['instrucoes', 'one', id],
    queryFn: async ({ signal }) => {
      const r = await api.get<ListaDeInstrucoes>('instrucoes', {
        query: { page: 1, pageSize: 1, filter: `id=${id}` },
        signal,
      });
      const instrucao = r.instrucoes[0];
      // Done or deleted: it is no longer an open instruction to edit.
      if (!instrucao) throw new Error(TXT.erroObter);
      return instrucao;
    },
    enabled: id > 0,
    refetchOnWindowFocus: false,
  });
}

/** The yard coil of a 10-character lot: shows where it is and whether it is LEGE. */
export function useBobinaDoLote(lote: string) {
  const completo = lote.trim().length === 10;
  return useQuery({
    queryKey: ['bobinas', 'lote', lote.trim()],
    queryFn: async ({ signal }) => {
      const r = await api.get<{ bobinas: TBobinaLinha[] }>('bobinas', {
        query: { page: 1, pageSize: 1, filter: `lote=${lote.trim()}` },
        signal,
        silent: true,
      });
      return r.bobinas[0] ?? null;
    },
    enabled: completo,
  });
}

const force = (f: boolean) => (f ? { force: true } : undefined);

export const instrucoesApi = {
  criar: (body: TInstrucaoInput, forcar: boolean) =>
    api
      .post<{ data: TInstrucaoLinha }>('instrucoes', { body, query: force(forcar) })
      .then((r) => r.data),
  atualizar: (id: number, body: TInstrucaoInput, forcar: boolean) =>
    api
      .put<{ data: TInstrucaoLinha }>(`instrucoes/${id}`, { body, query: force(forcar) })
      .then((r) => r.data),
  excluir: (id: number) => api.delete(`instrucoes/${id}`),
};

/** After a change: instructions, crane operations, the coils and the map. */
export function refrescarInstrucoes(qc: QueryClient): void {
  for (const root of ['instrucoes', 'operacoes', 'bobinas', 'mapa'])
    void qc.invalidateQueries({ queryKey: [root] });
}
