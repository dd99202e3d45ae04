/** The two reserve lists (PLANO, RESERVA): a coil waiting for the yard, in order. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bobinas } from './patio.ts';

/**
 * Reserve-list items (docs/product/server-contract.md#reserve-lists). `sequencia` is the item's
 * order key, not its position (lib/ordem-da-lista.ts, docs/performance-notes.md): keys are unique
 * per list through a DEFERRABLE constraint (migration 0004) so a reorder can permute them inside
 * one transaction; a ticked item keeps its key; the Ordem shown is computed from the open items'
 * keys.
 */
export const listas = pgTable(
  'listas',
  {
    id: serial('id').primaryKey(),
    bobinaId: integer('bobina_id')
      .notNull()
      .references(() => bobinas.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['PLANO', 'RESERVA'] }).notNull(),
    sequencia: integer('sequencia'),
    ticada: boolean('ticada').notNull().default(false),
    ticadaAt: timestamp('ticada_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A coil is in at most one open list item.
    uniqueIndex('listas_bobina_aberta_uq').on(t.bobinaId).where(sql`not ${t.ticada}`),
    // Deleting coils cascades here; without a full index every deleted coil scans the table.
    index('listas_bobina_idx').on(t.bobinaId),
    index('listas_tipo_seq_idx').on(t.tipo, t.sequencia).where(sql`not ${t.ticada}`),
    check('listas_tipo_ck', sql`${t.tipo} in ('PLANO', 'RESERVA')`),
    // sequencia is the item's order key (lib/ordem-da-lista.ts), kept when it is ticked so an
    // undo returns it to its place; ticked items of before migration 0012 have none.
    check(
      'listas_sequencia_ck',
      sql`(${t.ticada} or ${t.sequencia} is not null) and (${t.sequencia} is null or ${t.sequencia} > 0)`,
    ),
  ],
);
