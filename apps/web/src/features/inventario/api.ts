/** The inventory count's calls (docs/etiquetas-e-leitura.md#inventário) as React Query hooks. */
import type { TInventario, TInventarioResumo } from '@patio/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { novaChave } from '../../shared/nova-chave.ts';

export const inventarioKey = (id: number) => ['inventarios', 'one', id];

export function useInventarios(estado: 'ABERTO' | 'CONCLUIDO') {
  return useQuery({
    queryKey: ['inventarios', 'list', estado],
    queryFn: ({ signal }) =>
      api
        .get<{ data: TInventarioResumo[] }>('inventarios', { query: { estado }, signal })
        .then((r) => r.data),
  });
}

export function useInventario(id: number | null) {
  return useQuery({
    queryKey: inventarioKey(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ data: TInventario }>(`inventarios/${id}`, { signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

const dados = (r: { data: TInventario }) => r.data;

export const inventariosApi = {
  abrir: (grupos: number[]) =>
    api.post<{ data: { id: number } }>('inventarios', { body: { grupos } }).then((r) => r.data.id),
  /** One key per reading: a retry after a lost reply does not read twice. */
  ler: (id: number, endereco: string, lotes: string[]) =>
    api
      .post<{ data: TInventario }>(`inventarios/${id}/leituras`, {
        body: { endereco, lotes, ocorridoEm: new Date().toISOString() },
        idempotencyKey: novaChave(),
      })
      .then(dados),
  concluir: (id: number) =>
    api.post<{ data: TInventario }>(`inventarios/${id}/concluir`).then(dados),
  corrigir: (id: number, diferencaId: number, motivo?: string) =>
    api
      .post<{ data: TInventario }>(`inventarios/${id}/diferencas/${diferencaId}/corrigir`, {
        body: motivo ? { motivo } : {},
      })
      .then(dados),
};

/** A call answered with the count: show it at once, refresh the list and the yard. */
export function aplicarInventario(qc: QueryClient, inv: TInventario): void {
  qc.setQueryData(inventarioKey(inv.id), inv);
  void qc.invalidateQueries({ queryKey: ['inventarios', 'list'] });
}
