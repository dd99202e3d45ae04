/** Webhook calls (docs/integracao.md#webhooks); every key starts with 'webhooks'. */
import type {
  TEntrega,
  TReenvioInput,
  TWebhook,
  TWebhookBody,
  TWebhookCriado,
} from '@patio/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/http.ts';

export function useWebhooks() {
  return useQuery({
    queryKey: ['webhooks', 'list'],
    queryFn: ({ signal }) =>
      api.get<{ data: TWebhook[] }>('integracoes/webhooks', { signal }).then((r) => r.data),
  });
}

export const TAMANHO_PAGINA_ENTREGAS = 10;

/** The delivery log, newest first; refreshed while open, as retries change it on their own. */
export function useEntregas(webhookId: number | null, page: number) {
  return useQuery({
    queryKey: ['webhooks', 'entregas', webhookId, page],
    queryFn: ({ signal }) =>
      api.get<{ data: TEntrega[]; totalItems: number }>(
        `integracoes/webhooks/${webhookId}/entregas`,
        { query: { page, pageSize: TAMANHO_PAGINA_ENTREGAS }, signal },
      ),
    enabled: webhookId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 2000,
  });
}

export const webhooksApi = {
  criar: (body: TWebhookBody) =>
    api.post<{ data: TWebhookCriado }>('integracoes/webhooks', { body }).then((r) => r.data),
  atualizar: (id: number, body: TWebhookBody) =>
    api.put<{ data: TWebhook }>(`integracoes/webhooks/${id}`, { body }).then((r) => r.data),
  excluir: (id: number) => api.delete(`integracoes/webhooks/${id}`),
  reenviar: (id: number, entregaId: number) =>
    api.post(`integracoes/webhooks/${id}/entregas/${entregaId}/reenviar`),
  /** Queues an interval's events again; how many were queued. */
  reenviarIntervalo: (id: number, body: TReenvioInput) =>
    api
      .post<{ data: { agendadas: number } }>(`integracoes/webhooks/${id}/reenviar`, { body })
      .then((r) => r.data.agendadas),
};

export function refrescarWebhooks(qc: QueryClient) {
  return qc.invalidateQueries({ queryKey: ['webhooks'] });
}
