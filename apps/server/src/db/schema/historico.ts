/** What happened: the live change log, the audit chains' heads, events and coil movements. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The live stream's change log (docs/live-updates.md): the id is the change's place in one
 * order shared by every server process, sent as the SSE id and replayed after a reconnect.
 */
export const mudancas = pgTable(
  'mudancas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dados: jsonb('dados').notNull(),
  },
  (t) => [index('mudancas_created_at_idx').on(t.createdAt)],
);

/** The head of each hash chain (movimentos, eventos): last position and hash (docs/audit-trail.md). */
export const cadeias = pgTable('cadeias', {
  nome: text('nome').primaryKey(),
  posicao: bigint('posicao', { mode: 'number' }).notNull().default(0),
  hash: text('hash').notNull(),
});

export const eventos = pgTable(
  'eventos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    tipo: text('tipo').notNull(),
    emailResponsavel: text('email_responsavel'),
    descricao: text('descricao').notNull(),
    /** Place in the hash chain and the chained hash, set as the inserting transaction commits. */
    elo: bigint('elo', { mode: 'number' }),
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('eventos_elo_uq').on(t.elo),
    index('eventos_sem_elo_idx').on(t.id).where(sql`${t.elo} is null`),
    index('eventos_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // The newest slices of the events search (migration 0034): rows lie in the order written.
    index('eventos_created_at_brin').using('brin', t.createdAt).with({ pages_per_range: 64 }),
    // "Only the alarms" (tipo=ALERTA) newest first; the text search has trigram indexes on
    // PostgreSQL (migration 0002), which PGlite lacks unless pg_trgm is loaded.
    index('eventos_tipo_created_at_idx').on(t.tipo, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Every change of a coil's address or status (and of its data), for the coil's history.
 * Append-only and hash-chained (docs/audit-trail.md): no foreign key to the coil, so a deleted
 * coil keeps its history.
 */
export const movimentos = pgTable(
  'movimentos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bobinaId: integer('bobina_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usuarioEmail: text('usuario_email'),
    de: text('de'),
    para: text('para'),
    statusDe: text('status_de'),
    statusPara: text('status_para').notNull(),
    motivo: text('motivo').notNull(),
    elo: bigint('elo', { mode: 'number' }),
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('movimentos_elo_uq').on(t.elo),
    index('movimentos_sem_elo_idx').on(t.id).where(sql`${t.elo} is null`),
    index('movimentos_bobina_idx').on(t.bobinaId, t.createdAt.desc(), t.id.desc()),
    // A coil's last entry into the yard from outside: the dashboard's dwell (docs/painel.md).
    index('movimentos_entrada_idx')
      .on(t.bobinaId, t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.statusPara} = 'NO_PATIO' and (${t.statusDe} is null or ${t.statusDe} not in ('NO_PATIO', 'EM_MOVIMENTO'))`,
      ),
    // Exits from the yard by date: the advisor's stay model reads the last 180 days of them at
    // start and every hour, not the whole history (migration 0033, docs/scale.md).
    index('movimentos_saida_idx')
      .on(t.createdAt)
      .where(
        sql`${t.statusDe} in ('NO_PATIO', 'EM_MOVIMENTO') and ${t.statusPara} not in ('NO_PATIO', 'EM_MOVIMENTO')`,
      ),
  ],
);
