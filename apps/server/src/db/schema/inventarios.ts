/* Inventory counts (docs/etiquetas-e-leitura.md#inventário). */
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const inventarios = pgTable(
  'inventarios',
  {
    id: serial('id').primaryKey(),
    estado: text('estado', { enum: ['ABERTO', 'CONCLUIDO'] })
      .notNull()
      .default('ABERTO'),
    grupos: integer('grupos').array().notNull(),
    abertoPor: text('aberto_por').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
  },
  (t) => [check('inventarios_estado_ck', sql`${t.estado} in ('ABERTO', 'CONCLUIDO')`)],
);

/**
 * The last reading of one address: the lotes seen there and the ones the system had there at
 * that moment, so a coil moved through Pátio afterwards is no difference.
 */
export const inventarioLeituras = pgTable(
  'inventario_leituras',
  {
    inventarioId: integer('inventario_id')
      .notNull()
      .references(() => inventarios.id, { onDelete: 'cascade' }),
    endereco: text('endereco').notNull(),
    vistos: text('vistos').array().notNull(),
    esperados: text('esperados').array().notNull(),
    lidoPor: text('lido_por').notNull(),
    lidoEm: timestamp('lido_em', { withTimezone: true }).notNull().defaultNow(),
    /** When the server received it; `lidoEm` is when it happened (a queued reading arrives later). */
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inventarioId, t.endereco] })],
);

/** One difference per lote and count, kept with how it was closed. */
export const inventarioDiferencas = pgTable(
  'inventario_diferencas',
  {
    id: serial('id').primaryKey(),
    inventarioId: integer('inventario_id')
      .notNull()
      .references(() => inventarios.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['FALTANDO', 'TROCADA', 'DESCONHECIDA'] }).notNull(),
    lote: text('lote').notNull(),
    enderecoSistema: text('endereco_sistema'),
    enderecoLido: text('endereco_lido'),
    resolucao: text('resolucao', { enum: ['CORRIGIDA', 'FECHADA'] }),
    motivo: text('motivo'),
    resolvidaPor: text('resolvida_por'),
    resolvidaEm: timestamp('resolvida_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inventario_diferencas_lote_uq').on(t.inventarioId, t.lote),
    check(
      'inventario_diferencas_tipo_ck',
      sql`${t.tipo} in ('FALTANDO', 'TROCADA', 'DESCONHECIDA')`,
    ),
    check(
      'inventario_diferencas_resolucao_ck',
      sql`${t.resolucao} is null or ${t.resolucao} in ('CORRIGIDA', 'FECHADA')`,
    ),
  ],
);
