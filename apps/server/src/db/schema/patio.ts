/** The yard's coils. */
import { STATUS_BOBINA } from '@patio/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const bobinas = pgTable(
  'bobinas',
  {
    id: serial('id').primaryKey(),
    item: text('item').notNull(),
    lote: text('lote').notNull(),
    /** Slot in the main yard; null while planned (reserve list), loaded or shipped. */
    endereco: text('endereco'),
    grupo: text('grupo').notNull(),
    material: text('material').notNull(),
    fluxo: text('fluxo'),
    /** The mill's local wall time as typed (no zone): the yard reads it as written. */
    laminacaoAt: timestamp('laminacao_at', { mode: 'string' }).notNull(),
    laminacaoTurno: integer('laminacao_turno').notNull(),
    isResfriada: boolean('is_resfriada').notNull().default(false),
    isLege: boolean('is_lege').notNull().default(false),
    peso: doublePrecision('peso'),
    espessura: doublePrecision('espessura'),
    largura: doublePrecision('largura'),
    proximoProcesso: text('proximo_processo'),
    /** Reserve-list kind (PLANO | RESERVA) of a coil that came from a list; null otherwise. */
    tipo: text('tipo'),
    /**
     * docs/yard-rules.md#coil-status; the CHECKs below tie each status to having an address or not.
     */
    status: text('status', { enum: STATUS_BOBINA }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Edit version (docs/decisions.md "Edições concorrentes"): bumped by a trigger on every change. */
    versao: integer('versao').notNull().default(1),
    // Migration 0018 adds escrita_xid (xid8, indexed): the transaction that wrote the row's
    // content, stamped by the same trigger; the kept map checks it. Drizzle has no xid8 type,
    // so it lives in the migration only.
  },
  (t) => [
    // One coil per slot: of two racing placements on one slot exactly one commits.
    uniqueIndex('bobinas_endereco_uq').on(t.endereco).where(sql`${t.endereco} is not null`),
    // A lot names one physical coil until it leaves; a shipped coil frees its lot for history.
    uniqueIndex('bobinas_lote_ativo_uq').on(t.lote).where(sql`${t.status} <> 'EXPEDIDA'`),
    // The yard list sorts by lote over coils with an address (the map and the coil list).
    index('bobinas_patio_lote_idx').on(t.lote, t.id).where(sql`${t.endereco} is not null`),
    // Migration 0012 adds bobinas_mapa_idx: the same keys INCLUDE the map's columns (the map is
    // an index-only scan); Drizzle cannot declare INCLUDE, so it lives in the migration only.
    index('bobinas_status_idx').on(t.status),
    check(
      'bobinas_status_ck',
      sql`${t.status} in ('PLANEJADA', 'NO_PATIO', 'EM_MOVIMENTO', 'CARREGADA', 'EXPEDIDA')`,
    ),
    check(
      'bobinas_endereco_formato_ck',
      sql`${t.endereco} is null or ${t.endereco} ~ '^[0-9]{4}[A-H][NP]0[1-9]$'`,
    ),
    // A coil lifted by a crane keeps its origin slot: it is still drawn there and nobody may
    // put another coil in the place it will return to if the move is abandoned.
    check(
      'bobinas_status_endereco_ck',
      sql`(${t.status} in ('NO_PATIO', 'EM_MOVIMENTO')) = (${t.endereco} is not null)`,
    ),
    check('bobinas_tipo_ck', sql`${t.tipo} is null or ${t.tipo} in ('PLANO', 'RESERVA')`),
    check('bobinas_turno_ck', sql`${t.laminacaoTurno} in (1, 2, 3)`),
    check(
      'bobinas_medidas_ck',
      sql`coalesce(${t.peso}, 0) >= 0 and coalesce(${t.espessura}, 0) >= 0 and coalesce(${t.largura}, 0) >= 0`,
    ),
  ],
);
