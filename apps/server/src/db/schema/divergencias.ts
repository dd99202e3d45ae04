/** Taps a cab made off-line that the server had to refuse, kept for a supervisor (docs/offline.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const divergencias = pgTable(
  'divergencias',
  {
    id: serial('id').primaryKey(),
    estado: text('estado', { enum: ['ABERTA', 'APLICADA', 'DESCARTADA'] })
      .notNull()
      .default('ABERTA'),
    ponte: text('ponte').notNull(),
    acao: text('acao', { enum: ['pegar', 'soltar'] }).notNull(),
    /** The instruction the screen acted on; no foreign key: it may be deleted since. */
    instrucaoId: integer('instrucao_id'),
    /** The coil; no foreign key, as the history's: the record outlives the coil. */
    bobinaId: integer('bobina_id'),
    lote: text('lote'),
    /** Where the tap says the coil was (pegar) or was left (soltar). */
    endereco: text('endereco'),
    ocorridoEm: timestamp('ocorrido_em', { withTimezone: true }).notNull(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
    codigo: text('codigo').notNull(),
    mensagem: text('mensagem').notNull(),
    /** Logins, as text like the history's: a user deleted later leaves the record whole. */
    usuario: text('usuario').notNull(),
    resolvidaEm: timestamp('resolvida_em', { withTimezone: true }),
    resolvidaPor: text('resolvida_por'),
    motivo: text('motivo'),
  },
  (t) => [
    index('divergencias_abertas_idx').on(t.id).where(sql`${t.estado} = 'ABERTA'`),
    check('divergencias_estado_ck', sql`${t.estado} in ('ABERTA', 'APLICADA', 'DESCARTADA')`),
    check('divergencias_acao_ck', sql`${t.acao} in ('pegar', 'soltar')`),
    // A resolved divergence says who, when and why; an open one says none of it.
    check(
      'divergencias_resolucao_ck',
      sql`(${t.estado} = 'ABERTA') = (${t.resolvidaEm} is null and ${t.resolvidaPor} is null and ${t.motivo} is null)`,
    ),
  ],
);
