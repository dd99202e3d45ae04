/**
 * Instruction calls (docs/product/operations.md#instruction-calls): the list, one instruction,
 * create, update, delete.
 */
import type { TBobinaLinha, TInstrucaoInput, TInstrucaoLinha } from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { TXT } from './textos.ts';

interface PaginaDeInstrucoes {
  instrucoes: TInstrucaoLinha[];
}

/** docs/product/operations.md#instruction-calls: "Get by id uses the list with a filter on id". */
export function useInstrucao(id: number) {
  return useQuery({
    queryKey: ['instrucoes', 'one', id],
    queryFn: async ({ signal }) => {
      const r = await api.get<PaginaDeInstrucoes>('instrucoes', {
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
  /** The new instruction, with what the server planned to free its coil (docs/relocation.md). */
  criar: (body: TInstrucaoInput, forcar: boolean) =>
    api
      .post<{ data: TInstrucaoLinha; remanejamentos: string[] }>('instrucoes', {
        body,
        query: force(forcar),
      })
      .then((r) => ({ ...r.data, remanejamentos: r.remanejamentos ?? [] })),
  atualizar: (id: number, body: TInstrucaoInput, forcar: boolean, ifMatch?: number) =>
    api
      .put<{ data: TInstrucaoLinha }>(`instrucoes/${id}`, { body, query: force(forcar), ifMatch })
      .then((r) => r.data),
  excluir: (id: number) => api.delete(`instrucoes/${id}`),
};

/** After a change: instructions, crane operations, the coils and the map. */
export function refrescarInstrucoes(qc: QueryClient): void {
  for (const root of ['instrucoes', 'operacoes', 'bobinas', 'mapa'])
    void qc.invalidateQueries({ queryKey: [root] });
}
