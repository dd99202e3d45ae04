/** Dispatches and their coils, in loading order. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bobinas } from './patio.ts';
import { tiposVeiculo } from './tipos-veiculo.ts';

/** Dispatch operations (docs/product/server-contract.md#dispatch). */
export const despachos = pgTable(
  'despachos',
  {
    id: serial('id').primaryKey(),
    identificacao: text('identificacao').notNull(),
    modal: text('modal', { enum: ['TREM', 'CARRETA'] }).notNull(),
    finalizado: boolean('finalizado').notNull().default(false),
    finalizadoAt: timestamp('finalizado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Edit version (docs/decisions.md "Edições concorrentes"): bumped by a trigger on every change. */
    versao: integer('versao').notNull().default(1),
    /** The vehicles' type; null = an untyped dispatch, as the specifications describe it. */
    tipoVeiculoId: integer('tipo_veiculo_id').references(() => tiposVeiculo.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('despachos_tipo_veiculo_idx').on(t.tipoVeiculoId),
    uniqueIndex('despachos_identificacao_uq').on(sql`lower(${t.identificacao})`),
    check('despachos_modal_ck', sql`${t.modal} in ('TREM', 'CARRETA')`),
    // The dashboard's coils shipped today and in 7 days.
    index('despachos_finalizado_at_idx').on(t.finalizadoAt).where(sql`${t.finalizado}`),
    // The open ones, a handful among every dispatch ever made (the dashboard's, migration 0035).
    index('despachos_abertos_idx').on(t.id).where(sql`not ${t.finalizado}`),
  ],
);

/** The coils of a dispatch, in loading order. `aberto` mirrors the dispatch so an index can say
 * "a coil is in at most one open dispatch". */
export const despachoBobinas = pgTable(
  'despacho_bobinas',
  {
    despachoId: integer('despacho_id')
      .notNull()
      .references(() => despachos.id, { onDelete: 'cascade' }),
    bobinaId: integer('bobina_id')
      .notNull()
      .references(() => bobinas.id),
    sequencia: integer('sequencia').notNull(),
    aberto: boolean('aberto').notNull().default(true),
    carregadaAt: timestamp('carregada_at', { withTimezone: true }),
    /** Which vehicle of a typed dispatch carries the coil (1, 2, …); null when untyped. */
    veiculo: integer('veiculo'),
  },
  (t) => [
    primaryKey({ columns: [t.despachoId, t.bobinaId] }),
    check('despacho_bobinas_veiculo_ck', sql`${t.veiculo} is null or ${t.veiculo} > 0`),
    uniqueIndex('despacho_bobinas_aberta_uq').on(t.bobinaId).where(sql`${t.aberto}`),
    check('despacho_bobinas_seq_ck', sql`${t.sequencia} > 0`),
    // The dashboard's coils loaded today.
    index('despacho_bobinas_carregada_at_idx')
      .on(t.carregadaAt)
      .where(sql`${t.carregadaAt} is not null`),
    // Deleting a coil checks that no dispatch ever held it (migration 0032).
    index('despacho_bobinas_bobina_idx').on(t.bobinaId),
  ],
);
