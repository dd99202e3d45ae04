import { sql } from 'drizzle-orm';
import { webhookEntregas, webhookEventos, webhooks } from '../../../db/schema.ts';
import { colunasDaApi } from '../../../lib/colunas-da-api.ts';

/** A webhook as the API returns it: never its secret. */
export const WEBHOOK = colunasDaApi({
  id: webhooks.id,
  url: webhooks.url,
  eventos: webhooks.eventos,
  ativo: webhooks.ativo,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
});

/** A line of the delivery log (the delivery joined to its event). */
export const ENTREGA = colunasDaApi({
  // bigserial: node-postgres hands int8 over as text; the API's ids are numbers.
  id: sql<number>`${webhookEntregas.id}::float8`,
  eventoId: webhookEventos.id,
  tipo: webhookEventos.tipo,
  ocorridoEm: webhookEventos.ocorridoEm,
  estado: webhookEntregas.estado,
  tentativas: webhookEntregas.tentativas,
  ultimoStatus: webhookEntregas.ultimoStatus,
  ultimoErro: webhookEntregas.ultimoErro,
  ultimaTentativaEm: webhookEntregas.ultimaTentativaEm,
  proximaTentativaEm: webhookEntregas.proximaTentativaEm,
  entregueEm: webhookEntregas.entregueEm,
});
