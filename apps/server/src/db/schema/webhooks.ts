/** Outbound webhooks: endpoints, the outbox of events and each event's delivery to each endpoint. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * An integrator's endpoint. The secret is kept as shown: the server signs with it, so it
 * cannot be stored as a one-way hash (docs/integracao.md#webhooks).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    eventos: text('eventos').array().notNull(),
    ativo: boolean('ativo').notNull().default(true),
    /** Encrypted under the master key outside the database (modules/integracoes/webhooks/cofre.ts). */
    segredo: text('segredo').notNull(),
    /** The secret before the last rotation, signing beside the new one until `segredoAnteriorAte`. */
    segredoAnterior: text('segredo_anterior'),
    segredoAnteriorAte: timestamp('segredo_anterior_ate', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('webhooks_eventos_ck', sql`cardinality(${t.eventos}) > 0`)],
);

/**
 * The outbox and the event feed: one row per event a webhook can carry, written in the
 * transaction of the change it reports whether or not an endpoint wants it, and kept for
 * INTEGRACAO_RETENCAO_DIAS. `corpo` is the exact JSON sent, so every attempt and every resend
 * carries the same bytes. `posicao` is the feed's order, given at commit (migration 0027):
 * null only inside the writing transaction.
 */
export const webhookEventos = pgTable(
  'webhook_eventos',
  {
    id: uuid('id').primaryKey(),
    tipo: text('tipo').notNull(),
    ocorridoEm: timestamp('ocorrido_em', { withTimezone: true }).notNull(),
    corpo: text('corpo').notNull(),
    posicao: bigint('posicao', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('webhook_eventos_posicao_idx').on(t.posicao),
    index('webhook_eventos_ocorrido_idx').on(t.ocorridoEm),
  ],
);

/**
 * One event to one endpoint. Per endpoint the lowest pending id goes first (the order is
 * kept); `prazo` ends the retries (24 h from the event, or from a resend).
 */
export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventoId: uuid('evento_id')
      .notNull()
      .references(() => webhookEventos.id, { onDelete: 'cascade' }),
    estado: text('estado', { enum: ['PENDENTE', 'ENTREGUE', 'FALHOU'] })
      .notNull()
      .default('PENDENTE'),
    tentativas: integer('tentativas').notNull().default(0),
    ultimoStatus: integer('ultimo_status'),
    ultimoErro: text('ultimo_erro'),
    ultimaTentativaEm: timestamp('ultima_tentativa_em', { withTimezone: true }),
    /** When a pending delivery is next tried; null once delivered or given up. */
    proximaTentativaEm: timestamp('proxima_tentativa_em', { withTimezone: true }).defaultNow(),
    prazo: timestamp('prazo', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    entregueEm: timestamp('entregue_em', { withTimezone: true }),
  },
  (t) => [
    check('webhook_entregas_estado_ck', sql`${t.estado} in ('PENDENTE', 'ENTREGUE', 'FALHOU')`),
    // The head of each endpoint's queue.
    index('webhook_entregas_pendentes_idx')
      .on(t.webhookId, t.id)
      .where(sql`${t.estado} = 'PENDENTE'`),
    // The delivery log, newest first.
    index('webhook_entregas_log_idx').on(t.webhookId, t.id.desc()),
    index('webhook_entregas_evento_idx').on(t.eventoId),
  ],
);
